import { COMPANY, COUNTED_ENTITIES, LIMITED_ENTITIES, NO_LIMITS, ZERO_COUNTS } from './company';

describe('the company limits', () => {
  it('limit the four counted entities and the daily automation messages, which only the limit describes', () => {
    expect([...LIMITED_ENTITIES]).toEqual([
      'automations',
      'categories',
      'users',
      'company_locations',
      'automation_messages',
    ]);
    expect([...COUNTED_ENTITIES]).toEqual(['automations', 'categories', 'users', 'company_locations']);
    expect(Object.keys(ZERO_COUNTS)).toEqual([...COUNTED_ENTITIES]);
    expect(NO_LIMITS).toEqual({
      automations: null,
      categories: null,
      users: null,
      company_locations: null,
      automation_messages: null,
    });
  });

  it('reads a company stored before automation_messages existed with that limit null, in answer order', () => {
    const limits = { automations: 2, categories: null, users: 5, company_locations: null };
    const stored = COMPANY.parse({ ...storedCompanyItem(), limits });
    expect(stored.limits).toEqual({ ...limits, automation_messages: null });
    expect(Object.keys(COMPANY.toPublic(stored).limits)).toEqual([...LIMITED_ENTITIES]);
  });
});

/** A company item as the table holds one, before its limits are set. */
function storedCompanyItem(): Record<string, unknown> {
  return {
    PK: 'COMPANY#c',
    SK: 'COMPANY',
    company_uuid: 'c',
    name: 'Acme',
    settings: '{}',
    custom_settings: '{}',
    available_integration_uuids: '{}',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}
