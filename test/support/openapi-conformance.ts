/**
 * Checks a response against docs/openapi.json: its status is listed for the operation, its body
 * matches that status's schema, the headers the document marks required are present, and every
 * documented header it carries matches its schema (as a validating proxy checks them: a header
 * declared absent, `{"not": {}}`, may not be sent). Every
 * handler response the integration tests receive goes through it (test/support/invoke.ts), and
 * so does every response of the end-to-end tests through `npm start`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

type Json = Record<string, unknown>;

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ ...document, $id: 'openapi' }, 'openapi');

const validators = new Map<string, ValidateFunction>();
const headerValidators = new Map<string, ValidateFunction>();

/** A header's schema, compiled once per definition. */
function headerValidator(definition: Json): ValidateFunction {
  const key = JSON.stringify(definition.schema ?? {});
  let validate = headerValidators.get(key);
  if (!validate) {
    validate = ajv.compile((definition.schema ?? {}) as Json);
    headerValidators.set(key, validate);
  }
  return validate;
}

function resolve(value: Json): Json {
  const reference = value.$ref;
  if (typeof reference !== 'string') return value;
  const found = reference
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
  return resolve(found as Json);
}

export interface ObservedResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  rawBody: string;
}

/** Throws, naming the operation and what differs, when a response contradicts the document. */
export function assertConformsToOpenApi(method: string, pathTemplate: string, response: ObservedResponse): void {
  const operation = document.paths[pathTemplate]?.[method.toLowerCase()] as
    (Json & { responses: Record<string, Json> }) | undefined;
  if (!operation) return; // the 404/405 catch-all is no operation of the document
  const name = `${method} ${pathTemplate} → ${response.status}`;
  const declared = operation.responses[String(response.status)];
  if (!declared)
    throw new Error(`OpenAPI: ${name} is not a documented status (${Object.keys(operation.responses).join(', ')})`);
  const definition = resolve(declared) as Json & {
    headers?: Record<string, Json>;
    content?: Record<string, { schema: Json }>;
  };
  for (const [headerName, headerRef] of Object.entries(definition.headers ?? {})) {
    const headerDefinition = { ...resolve(headerRef), ...headerRef } as Json;
    const value = response.headers[headerName.toLowerCase()];
    if (headerDefinition.required === true && value === undefined) {
      throw new Error(`OpenAPI: ${name} lacks its required header ${headerName}`);
    }
    if (value !== undefined && !headerValidator(headerDefinition)(value)) {
      throw new Error(
        `OpenAPI: ${name} header ${headerName}: ${JSON.stringify(value)} does not match its schema (${String(headerDefinition.description ?? '').slice(0, 120)})`,
      );
    }
  }
  const contentType = response.headers['content-type']?.split(';')[0]?.trim();
  if (!definition.content) {
    if (response.rawBody !== '') throw new Error(`OpenAPI: ${name} documents no body but has one`);
    return;
  }
  const media = contentType ? definition.content[contentType] : undefined;
  if (!media)
    throw new Error(
      `OpenAPI: ${name} answered Content-Type ${contentType ?? '(none)'}, documented: ${Object.keys(definition.content).join(', ')}`,
    );
  const key = `${method} ${pathTemplate} ${response.status} ${contentType}`;
  let validate = validators.get(key);
  if (!validate) {
    const pointer = `#/paths/${pathTemplate.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${response.status}`;
    const responsePointer = typeof declared.$ref === 'string' ? declared.$ref : pointer;
    validate = ajv.compile({ $ref: `openapi${responsePointer}/content/${contentType?.replace(/\//g, '~1')}/schema` });
    validators.set(key, validate);
  }
  const body: unknown = JSON.parse(response.rawBody);
  if (!validate(body))
    throw new Error(`OpenAPI: ${name} body does not match its schema: ${ajv.errorsText(validate.errors)}`);
}
