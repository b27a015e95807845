/** Every route of the table has its handler file and sample events, so nothing is left out of serverless.yml. */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { handlerPath, kebabCase, routeEntries, routePath } from '../../lib/http/routes';

const root = resolve(__dirname, '..', '..');

describe('route table', () => {
  it.each(routeEntries().map(([name]) => name))('%s has a handler file and sample events', (name) => {
    expect(existsSync(join(root, handlerPath(name).replace(/\.handler$/, '.ts')))).toBe(true);
    const events = join(root, 'events', kebabCase(name));
    expect(existsSync(events) && readdirSync(events).some((file) => file.endsWith('.json'))).toBe(true);
  });
});

describe('routePath', () => {
  it('fills in the parameters of a route', () => {
    expect(routePath('getAutomation', { company_uuid: 'c', automation_uuid: 'a' })).toBe('/api/v1/companies/c/automations/a');
    expect(routePath('getCategory', { category_uuid: 'k' })).toBe('/api/v1/categories/k');
  });
});
