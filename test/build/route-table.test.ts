/** Every route of the table has its handler file and sample events, so nothing is left out of serverless.yml. */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION, handlerPath, kebabCase, routeEntries, routePath } from '../../lib/http/routes';

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

  it.each([AUTHORIZER_FUNCTION, CATCH_ALL_FUNCTION])('the %s function has sample events too (`invoke local -p`)', (name) => {
    expect(sampleEvents(name)).not.toEqual([]);
  });
});

describe('routePath', () => {
  it('fills in the parameters of a route', () => {
    expect(routePath('getAutomation', { company_uuid: 'c', automation_uuid: 'a' })).toBe('/api/v1/companies/c/automations/a');
    expect(routePath('getCategory', { category_uuid: 'k' })).toBe('/api/v1/categories/k');
  });
});
