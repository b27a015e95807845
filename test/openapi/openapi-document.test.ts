/** docs/openapi.json and client/schema.d.ts are generated (npm run openapi): the committed ones must be what the sources give. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, problemStatuses } from '../../scripts/openapi/document';
import { routeEntries, routes } from '../../lib/http/routes';

const ROOT = join(__dirname, '..', '..');
const committed = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

describe('the OpenAPI document', () => {
  const generated = buildOpenApiDocument();

  it('is the committed docs/openapi.json (run npm run openapi after changing a route or schema)', () => {
    expect(JSON.parse(committed('docs/openapi.json'))).toEqual(generated);
  });

  it('gives the typed client the committed client/schema.d.ts (npm run openapi -- --check)', () => {
    // openapi-typescript is ES-module only deep down: it runs in its own process.
    const check = (): string =>
      execFileSync(
        join(ROOT, 'node_modules', '.bin', 'tsx'),
        [join(ROOT, 'scripts', 'openapi', 'generate.ts'), '--check'],
        { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' },
      );
    expect(check).not.toThrow();
  });

  it('describes every operation of the route table once, with its roles and rate-limit group', () => {
    const paths = generated.paths as Record<
      string,
      Record<string, { operationId: string; 'x-roles': string[]; 'x-rate-limit-group': string }>
    >;
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      routeEntries()
        .map(([name]) => name)
        .sort(),
    );
    for (const [name, route] of routeEntries()) {
      const operation = paths[route.path]?.[route.method.toLowerCase()];
      expect(operation).toMatchObject({
        operationId: name,
        'x-roles': [...route.roles],
        'x-rate-limit-group': route.group,
      });
    }
  });

  it('lists the problems an operation can give from its route definition', () => {
    expect(problemStatuses('getAppData', routes.getAppData, { route: 'getAppData' })).toEqual([
      '400',
      '401',
      '406',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    expect(problemStatuses('createCategory', routes.createCategory, { route: 'createCategory' })).toEqual([
      '400',
      '401',
      '403',
      '406',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(problemStatuses('deleteAutomation', routes.deleteAutomation, { route: 'deleteAutomation' })).toContain(
      '412',
    );
  });
});
