/**
 * TypeScript types of the API from its OpenAPI document (openapi-typescript), for client/. They type
 * what the client (openapi-fetch over fetch) can send, which the document states more broadly:
 * - a GET's JSON body (users, settings-json) is left out: fetch refuses a GET with a
 *   body, and the same parameters go in the query string, which wins anyway;
 * - a multipart body (the logo upload) is a FormData, which openapi-fetch sends as it is;
 * - an object schema without properties (`settings`, …) holds anything, not nothing.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

type Json = Record<string, unknown>;

/** The document without the request bodies of its GET operations. */
function withoutGetBodies(document: Json): Json {
  const paths = Object.fromEntries(
    Object.entries(document.paths as Record<string, Json>).map(([path, methods]) => {
      const get = methods.get as Json | undefined;
      if (!get?.requestBody) return [path, methods];
      const { requestBody: _sentAsQuery, ...rest } = get;
      return [path, { ...methods, get: rest }];
    }),
  );
  return { ...document, paths };
}

const FORM_DATA = ts.factory.createTypeReferenceNode('FormData');

/** The source of client/schema.d.ts. */
export async function clientTypes(document: Json): Promise<string> {
  const ast = await openapiTS(withoutGetBodies(document) as unknown as Parameters<typeof openapiTS>[0], {
    emptyObjectsUnknown: true,
    // The body's own schema (a JSON pointer: `/` escaped as `~1`), not its properties'.
    transform: (_schema, { path }) =>
      path?.endsWith('/requestBody/content/multipart~1form-data') ? FORM_DATA : undefined,
  });
  return `/** Generated from docs/openapi.json by npm run openapi (openapi-typescript). Do not edit. */\n${astToString(ast)}`;
}
