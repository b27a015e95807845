/**
 * The recipe proven on a throwaway resource (test/support/widgets.ts): a model, its list, five route
 * entries and a description module, handed to the generators as their sources, come out as deployed
 * functions with their events and throttles, as the local gateway's routes, as OpenAPI operations with the model's record schema,
 * as IAM roles holding their operations' default access, and as a field table of docs/data-model.md.
 * The list itself is checked against DynamoDB Local in throwaway-resource.int.test.ts.
 */
import { createRequire } from 'node:module';
import { buildOpenApiDocument } from '../../scripts/openapi/document';
import { entityFieldTables } from '../../scripts/data-model/tables';
import { functionHandlers } from '../../scripts/local/gateway/functions';
import { routeResolver } from '../../scripts/local/gateway/router';
import { WIDGET_DESCRIPTION, WIDGET_ROUTES, widgetSources } from '../support/widgets';

/* eslint-disable @typescript-eslint/no-explicit-any -- generated serverless configuration and OpenAPI are plain JSON */
type Json = any;
type Generator = (input: { resolveVariable: (name: string) => Promise<unknown> }, sources: unknown) => Promise<Json>;

const load = createRequire(__filename);
const functions = load('../../serverless/functions.cjs') as Generator;
const iam = load('../../serverless/iam.cjs') as Generator;
const { methodThrottles } = load('../../serverless/edge.cjs') as {
  methodThrottles: (env: NodeJS.ProcessEnv, capacity?: number, waf?: number, routes?: unknown) => Record<string, Json>;
};

const VARIABLES: Record<string, unknown> = {
  'param:corsAllowedOrigins': '',
  'param:authorizerCacheTtl': '60',
  'self:service': 'business-operations-api',
  'sls:stage': 'dev',
  'param:tracing': 'false',
  'param:billingStateSecretId': 'billing',
  'param:emailIdentity': 'example.com',
  'param:emailFromAddress': 'noreply@example.com',
  'param:sesConfigurationSet': 'ses',
  'param:smsOriginationIdentity': 'arn:aws:sms-voice:us-east-1:123456789012:phone-number/abc',
  'param:smsConfigurationSet': '',
};
const variables = {
  resolveVariable: async (name: string) => {
    if (!(name in VARIABLES)) throw new Error(`unexpected variable ${name}`);
    return VARIABLES[name];
  },
};

const ROUTES = {
  listWidgets: ['get', 'api/v1/companies/{company_uuid}/widgets', 'list-widgets'],
  createWidget: ['post', 'api/v1/companies/{company_uuid}/widgets', 'create-widget'],
  getWidget: ['get', 'api/v1/companies/{company_uuid}/widgets/{widget_uuid}', 'get-widget'],
  updateWidget: ['patch', 'api/v1/companies/{company_uuid}/widgets/{widget_uuid}', 'update-widget'],
  deleteWidget: ['delete', 'api/v1/companies/{company_uuid}/widgets/{widget_uuid}', 'delete-widget'],
} as const;

describe('A throwaway resource declared by the recipe', () => {
  it('is deployed: one function per route, with its event, the default runtime, and its paths in the catch-all', async () => {
    // Act
    const generated = await functions(variables, widgetSources);

    // Assess
    for (const [name, [method, path, file]] of Object.entries(ROUTES)) {
      expect({ name, ...generated[name] }).toMatchObject({
        name,
        handler: `functions/widgets/${file}.handler`,
        memorySize: 512,
        timeout: 10,
        events: [
          { http: { method, path, private: true, authorizer: expect.objectContaining({ name: 'authorizer' }) } },
        ],
      });
    }
    const caught = generated.routeNotFound.events.map((event: Json) => event.http.path);
    expect(caught).toEqual(expect.arrayContaining([ROUTES.listWidgets[1], ROUTES.getWidget[1]]));
  });

  it('is served by the local gateway: each method and path reaches its function, another method the catch-all', () => {
    // Arrange
    const resolve = routeResolver(WIDGET_ROUTES);
    const widget = '/api/v1/companies/c1/widgets/w1';

    // Act
    const handlers = functionHandlers(WIDGET_ROUTES);

    // Assess
    expect(handlers.deleteWidget).toBe('functions/widgets/delete-widget.handler');
    expect(resolve('GET', '/api/v1/companies/c1/widgets')).toMatchObject({ functionName: 'listWidgets' });
    expect(resolve('PATCH', widget)).toEqual({
      functionName: 'updateWidget',
      resource: '/api/v1/companies/{company_uuid}/widgets/{widget_uuid}',
      pathParameters: { company_uuid: 'c1', widget_uuid: 'w1' },
      authorized: true,
    });
    expect(resolve('PUT', widget)).toMatchObject({ functionName: 'routeNotFound', authorized: false });
  });

  it('is throttled at the edge: each method by its rate-limit group', () => {
    // Act
    const throttles = methodThrottles(process.env, undefined, undefined, WIDGET_ROUTES);

    // Assess
    expect(Object.keys(throttles).sort()).toEqual(
      Object.values(ROUTES)
        .map(([method, path]) => `/${path}/${method.toUpperCase()}`)
        .sort(),
    );
    const real = methodThrottles(process.env);
    expect(throttles['/api/v1/companies/{company_uuid}/widgets/GET']).toEqual(real['/api/v1/categories/GET']);
    expect(throttles['/api/v1/companies/{company_uuid}/widgets/POST']).toEqual(real['/api/v1/categories/POST']);
  });

  it("has IAM roles holding exactly their operation's default access", async () => {
    // Arrange
    const base = { 'APIKEY#*': ['dynamodb:GetItem'], 'RATELIMIT#*': ['dynamodb:UpdateItem'] };
    const expected: Record<keyof typeof ROUTES, Record<string, string[]>> = {
      listWidgets: { ...base, 'COMPANY#*': ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'] },
      createWidget: {
        ...base,
        'COMPANY#*': ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        'IDEMPOTENCY#*': ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
      },
      getWidget: { ...base, 'COMPANY#*': ['dynamodb:GetItem'] },
      updateWidget: { ...base, 'COMPANY#*': ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] },
      deleteWidget: { ...base, 'COMPANY#*': ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem'] },
    };

    // Act
    const { Resources } = await iam(variables, widgetSources);

    // Assess
    for (const [name, table] of Object.entries(expected)) {
      const role = Resources[`${name.charAt(0).toUpperCase()}${name.slice(1)}LambdaRole`];
      const statements: Json[] = role.Properties.Policies[0].PolicyDocument.Statement;
      const granted = Object.fromEntries(
        statements
          .filter((statement) => statement.Condition?.['ForAllValues:StringLike'])
          .map((statement) => [
            statement.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'][0],
            statement.Action,
          ]),
      );
      expect({ name, granted }).toEqual({ name, granted: table });
      const others = statements.filter((statement) => !statement.Condition).map((statement) => statement.Action);
      expect({ name, others }).toEqual({ name, others: [['logs:CreateLogStream', 'logs:PutLogEvents']] });
    }
  });

  it("is documented: its operations, with the model's record as their data", () => {
    // Act
    const document = buildOpenApiDocument(widgetSources) as Json;

    // Assess
    const operations = Object.values(document.paths).flatMap((path: Json) => Object.values(path)) as Json[];
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(ROUTES).sort());
    expect(Object.keys(document.components.schemas)).toContain('WidgetRecord');
    expect(document.components.schemas.WidgetRecord.properties.stock.enum).toEqual(['IN_STOCK', 'ORDERED', 'RETIRED']);
    expect(Object.keys(document.components.schemas.WidgetRecord.properties)).not.toContain('version');
    const widgets = document.paths['/api/v1/companies/{company_uuid}/widgets'];
    expect(widgets.get.responses['200'].content['application/json'].schema.properties.data.items).toEqual({
      $ref: '#/components/schemas/WidgetRecord',
    });
    expect(widgets.post.responses['201'].headers).toHaveProperty('Location');
    expect(widgets.post.responses['409'].description).toContain('Idempotency-Key is still in progress');
    const widget = document.paths['/api/v1/companies/{company_uuid}/widgets/{widget_uuid}'];
    expect(widget.patch.responses['409'].description).toContain('the widget kept changing concurrently');
    expect(widget.delete.responses).toHaveProperty('204');
    expect(widgets.get.parameters.map((parameter: Json) => parameter.name)).toEqual(
      expect.arrayContaining(['sort_by', 'search', 'stock']),
    );
  });

  it('fails the document when its description names no model and records.ts no record', () => {
    // Arrange
    const { model: _model, ...unmodeled } = WIDGET_DESCRIPTION;

    // Act
    const build = (): unknown => buildOpenApiDocument({ ...widgetSources, describe: () => unmodeled });

    // Assess
    expect(build).toThrow("widgets's record has no schema");
  });

  it('has its field table in docs/data-model.md, with its list and its keys', () => {
    // Act
    const tables = entityFieldTables(widgetSources).replace(/ +/g, ' ');

    // Assess
    expect(tables).toContain('### widget (list `widgets`)\n\nKeys `COMPANY#<company_uuid>` / `WIDGET#<widget_uuid>`');
    expect(tables).toContain('| `name` | string | yes | | `ListSort2` | primary | | |');
    expect(tables).toContain(
      '| `stock` | one of `IN_STOCK`, `ORDERED`, `RETIRED` | yes | | `ListSort4` | | `list_filter_5`, `stock=…` | |',
    );
  });
});
