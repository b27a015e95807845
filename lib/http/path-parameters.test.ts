import { pathParameters } from './path-parameters';
import { routes } from './routes';

const ID = '0190f3a4-5b6c-7d8e-9f01-00000000c001';

describe('pathParameters', () => {
  it('gives a record id lower-cased and leaves the company to the tenancy step', () => {
    expect(pathParameters(routes.getAutomation)({ company_uuid: 'C', automation_uuid: ID.toUpperCase() })).toEqual({
      automation_uuid: ID,
    });
  });

  it.each(['not-a-uuid', '', `${ID}x`, ID.replace(/-/g, '')])(
    'gives null for a record id that is not a UUID: %j',
    (text) => {
      expect(pathParameters(routes.deleteCategory)({ category_uuid: text })).toEqual({ category_uuid: null });
    },
  );

  it('gives null for a missing record id and keeps other parameters as text', () => {
    expect(pathParameters(routes.getCategory)(null)).toEqual({ category_uuid: null });
    expect(pathParameters(routes.updateCompanyLimit)({ company_uuid: ID, entity: 'Users' })).toEqual({
      entity: 'Users',
    });
  });

  it('refuses a parameter that is not text (an event API Gateway never sends)', () => {
    expect(() => pathParameters(routes.getCategory)({ category_uuid: 7 as unknown as string })).toThrow(
      /category_uuid/,
    );
  });

  it('parses nothing on routes without record parameters', () => {
    expect(pathParameters(routes.getAppData)({ extra: 'x' })).toEqual({});
  });
});
