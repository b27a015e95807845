/**
 * Every route of the table has its handler file, sample events, OpenAPI text and access, and each
 * list route names the entity it lists: nothing is left out of serverless.yml, the document or a
 * table rebuild.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { operationAccess, settingsOf } from '../../lib/http/route-settings';
import {
  AUTHORIZER_FUNCTION,
  CATCH_ALL_FUNCTION,
  handlerPath,
  kebabCase,
  routeEntries,
  routePath,
  routes,
} from '../../lib/http/routes';
import { describedResource, listedEntities, operationDocs } from '../../scripts/resources';

const root = resolve(__dirname, '..', '..');

/** The sample events of a function: events/<kebab-case name>/*.json. */
function sampleEvents(functionName: string): string[] {
  const folder = join(root, 'events', kebabCase(functionName));
  return existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.json')) : [];
}

describe('route table', () => {
  it.each(routeEntries().map(([name]) => name))('%s has a handler file and sample events', (name) => {
    expect(existsSync(join(root, handlerPath(name).replace(/\.handler$/, '.ts')))).toBe(true);
    expect(sampleEvents(name)).not.toEqual([]);
  });

  it.each(routeEntries().map(([name]) => name))("%s is described by its resource's module", (name) => {
    expect(operationDocs(name)).toEqual(
      expect.objectContaining({ summary: expect.any(String), description: expect.any(String) }),
    );
  });

  // A read may do with the base access (GetItem of the company's items); a write needs its own:
  // its operation's (a create, replace, update or delete of a record) or one declared in its resource's settings.ts.
  it.each(routeEntries().flatMap(([name, route]) => (route.method === 'GET' ? [] : [name])))(
    '%s has access of its own',
    (name) => {
      expect(settingsOf(name).access ?? operationAccess(routes[name])).not.toEqual({});
    },
  );

  it.each(routeEntries().flatMap(([name, route]) => (route.list ? [name] : [])))(
    '%s names the entity it lists, which a table rebuild lists again',
    (name) => {
      const listed = describedResource(routes[name].resource).lists?.[name];
      expect(listed).not.toBeUndefined();
      if (listed) expect(listedEntities()[listed.entity]).toBe(listed.declaration);
    },
  );

  it.each([AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION])(
    'the %s function has sample events too (`invoke local -p`)',
    (name) => {
      expect(sampleEvents(name)).not.toEqual([]);
    },
  );
});

describe('routePath', () => {
  it('fills in the parameters of a route', () => {
    expect(routePath('getAutomation', { company_uuid: 'c', automation_uuid: 'a' })).toBe(
      '/api/v1/companies/c/automations/a',
    );
    expect(routePath('getCategory', { category_uuid: 'k' })).toBe('/api/v1/categories/k');
  });
});
