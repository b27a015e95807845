import type * as z from 'zod/mini';
import { fieldIssues } from '../validation';
import { AUTOMATION, automationKey, toAutomation } from './automation';
import {
  AutomationFieldsSchema,
  AutomationPatchSchema,
  AutomationWriteSchema,
  patchedFields,
} from './automation-input';
import { AutomationListQuerySchema } from './automation-query';
import { automationCatalog } from './catalog';

/** The `errors[]` the API would answer for an input, as path → code pairs. */
function issuesOf(schema: z.ZodMiniType, input: unknown): Array<{ path: string; code: string }> {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? [] : fieldIssues(result.error).map(({ path, code }) => ({ path, code }));
}

const email = { action: 'SEND_EMAIL', value: ['office@example.com'], settings: { body: 'Hello' } };
const sms = { action: 'SEND_SMS', value: ['+12125550100'], settings: { body: 'Hello' } };

function minimal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Welcome',
    type: 'CUSTOMER',
    triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED' }],
    actions: [email],
    ...overrides,
  };
}

function hours(windows: unknown[], timezone = 'UTC'): { business_hours: unknown } {
  return { business_hours: { timezone, windows } };
}

describe('automation write schema (POST, PUT)', () => {
  it('fills the defaults of omitted optional fields', () => {
    expect(AutomationWriteSchema.parse(minimal())).toEqual({
      name: 'Welcome',
      description: null,
      type: 'CUSTOMER',
      is_enabled: true,
      business_hours: null,
      outside_business_hours: 'HOLD',
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
      filters: [],
      actions: [email],
    });
  });

  it('requires name, type, triggers and actions', () => {
    expect(issuesOf(AutomationWriteSchema, {})).toEqual([
      { path: 'name', code: 'required' },
      { path: 'type', code: 'required' },
      { path: 'triggers', code: 'required' },
      { path: 'actions', code: 'required' },
    ]);
  });

  it('accepts a full record and keeps the values as sent', () => {
    const full = minimal({
      description: '',
      is_enabled: false,
      ...hours(
        [
          { day: 'MONDAY', start: '08:00', end: '12:00' },
          { day: 'MONDAY', start: '12:00', end: '24:00' },
        ],
        'Europe/Berlin',
      ),
      outside_business_hours: 'SKIP',
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'VIP' }],
      filters: [
        { type: 'LOCATION', operator: 'IS', value: 'North' },
        { type: 'USER', operator: 'IS_NOT_ONE_OF', value: ['a', 'b'] },
      ],
      actions: [{ ...email, settings: { subject: 'Hi', body: 'Hello {{first_name}}' } }, sms],
    });
    expect(AutomationWriteSchema.parse(full)).toEqual(full);
  });

  it('ignores read-only fields but keeps their values for the path comparison', () => {
    const parsed = AutomationWriteSchema.parse(
      minimal({
        automation_uuid: 'A',
        company_uuid: 'B',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: 'anything',
      }),
    );
    expect(parsed.automation_uuid).toBe('A');
    expect(parsed.company_uuid).toBe('B');
  });

  it('refuses unknown fields at the top level', () => {
    expect(issuesOf(AutomationWriteSchema, minimal({ owner: 'me' }))).toEqual([
      { path: 'owner', code: 'unknown_field' },
    ]);
  });

  it('refuses a __proto__ key, which JSON.parse makes an own field, in every object of the body', () => {
    // Prepare: a copy of an item made by assignment would turn the key into the prototype and lose it.
    const body = JSON.parse(
      JSON.stringify(
        minimal({
          business_hours: { timezone: 'UTC', windows: [{ day: 'MONDAY', start: '08:00', end: '17:00' }] },
          filters: [{ type: 'JOB', operator: 'IS', value: 'x' }],
        }),
      )
        .replace('"operator":"IS_CREATED"', '"__proto__":{"x":1},"operator":"IS_CREATED"')
        .replace('"operator":"IS"', '"__proto__":null,"operator":"IS"')
        .replace('"action":', '"__proto__":5,"action":')
        .replace('"timezone":', '"__proto__":{},"timezone":')
        .replace('"day":', '"__proto__":{},"day":')
        .replace('"name":', '"__proto__":{},"name":'),
    ) as unknown;
    // Act
    const issues = issuesOf(AutomationWriteSchema, body);
    // Assess
    expect(issues).toEqual(
      expect.arrayContaining(
        [
          '__proto__',
          'business_hours.__proto__',
          'business_hours.windows[0].__proto__',
          'triggers[0].__proto__',
          'filters[0].__proto__',
          'actions[0].__proto__',
        ].map((path) => ({ path, code: 'unknown_field' })),
      ),
    );
    expect(issues).toHaveLength(6);
  });

  describe('name and description', () => {
    it('counts code points, not UTF-16 units', () => {
      expect(
        issuesOf(AutomationWriteSchema, minimal({ name: '😀'.repeat(200), description: '😀'.repeat(2000) })),
      ).toEqual([]);
      expect(
        issuesOf(AutomationWriteSchema, minimal({ name: '😀'.repeat(201), description: 'é'.repeat(2001) })),
      ).toEqual([
        { path: 'name', code: 'too_big' },
        { path: 'description', code: 'too_big' },
      ]);
    });

    it('refuses an empty or non-string name', () => {
      expect(issuesOf(AutomationWriteSchema, minimal({ name: '' }))).toEqual([{ path: 'name', code: 'too_small' }]);
      expect(issuesOf(AutomationWriteSchema, minimal({ name: null }))).toEqual([
        { path: 'name', code: 'invalid_type' },
      ]);
    });

    it('keeps an empty description and accepts null', () => {
      expect(AutomationWriteSchema.parse(minimal({ description: '' })).description).toBe('');
      expect(AutomationWriteSchema.parse(minimal({ description: null })).description).toBeNull();
      expect(issuesOf(AutomationWriteSchema, minimal({ description: 5 }))).toEqual([
        { path: 'description', code: 'invalid_type' },
      ]);
    });
  });

  describe('type and is_enabled', () => {
    it.each(automationCatalog().types)('accepts type %s', (type) => {
      expect(
        issuesOf(AutomationWriteSchema, minimal({ type, triggers: [{ type, operator: 'IS_CREATED', value: '' }] })),
      ).toEqual([]);
    });

    it('refuses an unknown type or a lower-case one', () => {
      expect(issuesOf(AutomationWriteSchema, minimal({ type: 'customer' }))).toEqual([
        { path: 'type', code: 'invalid_enum' },
      ]);
    });

    it('refuses is_enabled null or a string', () => {
      expect(issuesOf(AutomationWriteSchema, minimal({ is_enabled: null }))).toEqual([
        { path: 'is_enabled', code: 'invalid_type' },
      ]);
      expect(issuesOf(AutomationWriteSchema, minimal({ is_enabled: 'true' }))).toEqual([
        { path: 'is_enabled', code: 'invalid_type' },
      ]);
    });
  });

  describe('outside business hours', () => {
    it('accepts HOLD and SKIP, with or without business hours', () => {
      for (const value of ['HOLD', 'SKIP']) {
        expect(AutomationWriteSchema.parse(minimal({ outside_business_hours: value })).outside_business_hours).toBe(
          value,
        );
        expect(
          issuesOf(
            AutomationWriteSchema,
            minimal({ ...hours([{ day: 'MONDAY', start: '08:00', end: '17:00' }]), outside_business_hours: value }),
          ),
        ).toEqual([]);
      }
    });

    it('refuses any other value, null and another letter case at outside_business_hours', () => {
      for (const value of [null, 'hold', 'Skip', 'QUEUE', '', true, 0, ['HOLD']]) {
        expect(issuesOf(AutomationWriteSchema, minimal({ outside_business_hours: value }))).toEqual([
          { path: 'outside_business_hours', code: expect.stringMatching(/^invalid_(enum|type)$/) },
        ]);
      }
    });
  });

  describe('business hours', () => {
    it('accepts null (any time), UTC and every weekday', () => {
      expect(issuesOf(AutomationWriteSchema, minimal({ business_hours: null }))).toEqual([]);
      const everyDay = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({
        day,
        start: '00:00',
        end: '24:00',
      }));
      expect(issuesOf(AutomationWriteSchema, minimal(hours(everyDay)))).toEqual([]);
    });

    it('refuses a zone Intl.DateTimeFormat does not know', () => {
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal(hours([{ day: 'MONDAY', start: '08:00', end: '17:00' }], 'Europe/Atlantis')),
        ),
      ).toEqual([{ path: 'business_hours.timezone', code: 'invalid_timezone' }]);
    });

    it('requires timezone and windows and refuses unknown fields', () => {
      expect(issuesOf(AutomationWriteSchema, minimal({ business_hours: { zone: 'UTC' } }))).toEqual([
        { path: 'business_hours.timezone', code: 'required' },
        { path: 'business_hours.windows', code: 'required' },
        { path: 'business_hours.zone', code: 'unknown_field' },
      ]);
    });

    it('takes 1 to 21 windows', () => {
      const window = (index: number) => ({
        day: 'MONDAY',
        start: `${String(index).padStart(2, '0')}:00`,
        end: `${String(index).padStart(2, '0')}:30`,
      });
      expect(issuesOf(AutomationWriteSchema, minimal(hours([])))).toEqual([
        { path: 'business_hours.windows', code: 'too_small' },
      ]);
      expect(
        issuesOf(AutomationWriteSchema, minimal(hours(Array.from({ length: 21 }, (_, index) => window(index))))),
      ).toEqual([]);
      expect(
        issuesOf(AutomationWriteSchema, minimal(hours(Array.from({ length: 22 }, (_, index) => window(index))))),
      ).toEqual([{ path: 'business_hours.windows', code: 'too_big' }]);
    });

    it('checks each window: day, HH:MM times, 24:00 as end only, start before end, no unknown fields', () => {
      const windows = [
        { day: 'FUNDAY', start: '08:00', end: '09:00' },
        { day: 'MONDAY', start: '8:00', end: '09:00' },
        { day: 'MONDAY', start: '24:00', end: '24:00' },
        { day: 'MONDAY', start: '10:00', end: '24:30' },
        { day: 'MONDAY', start: '12:00', end: '12:00' },
        { day: 'MONDAY', start: '15:00', end: '14:00' },
        { day: 'MONDAY', start: '16:00', end: '17:00', note: 'x' },
        { day: 'MONDAY', start: 800, end: '17:00' },
      ];
      expect(issuesOf(AutomationWriteSchema, minimal(hours(windows)))).toEqual([
        { path: 'business_hours.windows[0].day', code: 'invalid_enum' },
        { path: 'business_hours.windows[1].start', code: 'invalid_time' },
        { path: 'business_hours.windows[2].start', code: 'invalid_time' },
        { path: 'business_hours.windows[3].end', code: 'invalid_time' },
        { path: 'business_hours.windows[4].end', code: 'invalid_range' },
        { path: 'business_hours.windows[5].end', code: 'invalid_range' },
        { path: 'business_hours.windows[6].note', code: 'unknown_field' },
        { path: 'business_hours.windows[7].start', code: 'invalid_type' },
      ]);
    });

    it('refuses overlapping windows of a day and accepts windows that only touch', () => {
      const windows = [
        { day: 'MONDAY', start: '08:00', end: '12:00' },
        { day: 'MONDAY', start: '12:00', end: '13:00' },
        { day: 'MONDAY', start: '12:30', end: '18:00' },
        { day: 'TUESDAY', start: '12:30', end: '18:00' },
      ];
      expect(issuesOf(AutomationWriteSchema, minimal(hours(windows)))).toEqual([
        { path: 'business_hours.windows[2]', code: 'overlap' },
      ]);
    });
  });

  describe('triggers', () => {
    it('takes 1 to 10 triggers', () => {
      const trigger = { type: 'CUSTOMER', operator: 'IS_CREATED', value: '' };
      expect(issuesOf(AutomationWriteSchema, minimal({ triggers: [] }))).toEqual([
        { path: 'triggers', code: 'too_small' },
      ]);
      expect(issuesOf(AutomationWriteSchema, minimal({ triggers: Array(10).fill(trigger) }))).toEqual([]);
      expect(issuesOf(AutomationWriteSchema, minimal({ triggers: Array(11).fill(trigger) }))).toEqual([
        { path: 'triggers', code: 'too_big' },
      ]);
    });

    it("requires each trigger's type to equal the automation's type", () => {
      const triggers = [
        { type: 'CUSTOMER', operator: 'IS_CREATED' },
        { type: 'JOB', operator: 'IS_CHANGED_TO', value: 'DONE' },
        { type: 'NOPE', operator: 'IS_CREATED' },
      ];
      expect(issuesOf(AutomationWriteSchema, minimal({ triggers }))).toEqual([
        { path: 'triggers[2].type', code: 'invalid_enum' },
        { path: 'triggers[1].type', code: 'type_mismatch' },
      ]);
    });

    it('requires a 1–200 character value for IS_CHANGED_TO', () => {
      const trigger = (value: unknown) => ({ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value });
      expect(issuesOf(AutomationWriteSchema, minimal({ triggers: [trigger('x'.repeat(200))] }))).toEqual([]);
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            triggers: [
              trigger(''),
              trigger('x'.repeat(201)),
              trigger(5),
              { type: 'CUSTOMER', operator: 'IS_CHANGED_TO' },
            ],
          }),
        ),
      ).toEqual([
        { path: 'triggers[0].value', code: 'too_small' },
        { path: 'triggers[1].value', code: 'too_big' },
        { path: 'triggers[2].value', code: 'invalid_type' },
        { path: 'triggers[3].value', code: 'required' },
      ]);
    });

    it('takes an empty or omitted value for IS_CREATED and stores it as ""', () => {
      const parsed = AutomationWriteSchema.parse(
        minimal({
          triggers: [
            { type: 'CUSTOMER', operator: 'IS_CREATED', value: '' },
            { type: 'CUSTOMER', operator: 'IS_CREATED' },
          ],
        }),
      );
      expect(parsed.triggers.map((trigger) => trigger.value)).toEqual(['', '']);
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({ triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: 'x' }] }),
        ),
      ).toEqual([{ path: 'triggers[0].value', code: 'must_be_empty' }]);
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({ triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: null }] }),
        ),
      ).toEqual([{ path: 'triggers[0].value', code: 'invalid_type' }]);
    });

    it('refuses unknown operators, missing fields and unknown fields', () => {
      const triggers = [
        { type: 'CUSTOMER', operator: 'IS_DELETED' },
        { type: 'CUSTOMER' },
        { type: 'CUSTOMER', operator: 'IS_CREATED', when: 'now' },
        'IS_CREATED',
      ];
      expect(issuesOf(AutomationWriteSchema, minimal({ triggers }))).toEqual([
        { path: 'triggers[0].operator', code: 'invalid_enum' },
        { path: 'triggers[1].operator', code: 'required' },
        { path: 'triggers[2].when', code: 'unknown_field' },
        { path: 'triggers[3]', code: 'invalid_type' },
      ]);
    });
  });

  describe('filters', () => {
    const filter = (operator: string, value: unknown, type = 'CUSTOMER') => ({ type, operator, value });

    it('defaults to [] and takes at most 20', () => {
      expect(AutomationWriteSchema.parse(minimal()).filters).toEqual([]);
      expect(issuesOf(AutomationWriteSchema, minimal({ filters: Array(20).fill(filter('IS', 'a')) }))).toEqual([]);
      expect(issuesOf(AutomationWriteSchema, minimal({ filters: Array(21).fill(filter('IS', 'a')) }))).toEqual([
        { path: 'filters', code: 'too_big' },
      ]);
      expect(issuesOf(AutomationWriteSchema, minimal({ filters: null }))).toEqual([
        { path: 'filters', code: 'invalid_type' },
      ]);
    });

    it.each(automationCatalog().filters.types)('accepts filter type %s', (type) => {
      expect(issuesOf(AutomationWriteSchema, minimal({ filters: [filter('IS', 'a', type)] }))).toEqual([]);
    });

    it('takes a 1–200 character string for IS and IS_NOT', () => {
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            filters: [
              filter('IS', ''),
              filter('IS_NOT', 'x'.repeat(201)),
              filter('IS', ['a']),
              filter('IS_NOT', 'x'.repeat(200)),
            ],
          }),
        ),
      ).toEqual([
        { path: 'filters[0].value', code: 'too_small' },
        { path: 'filters[1].value', code: 'too_big' },
        { path: 'filters[2].value', code: 'invalid_type' },
      ]);
    });

    it('takes 1–100 non-empty strings for IS_ONE_OF and IS_NOT_ONE_OF', () => {
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            filters: [
              filter('IS_ONE_OF', []),
              filter('IS_NOT_ONE_OF', Array(101).fill('a')),
              filter('IS_ONE_OF', ['a', '']),
              filter('IS_ONE_OF', 'a'),
              filter('IS_NOT_ONE_OF', Array(100).fill('x'.repeat(200))),
            ],
          }),
        ),
      ).toEqual([
        { path: 'filters[0].value', code: 'too_small' },
        { path: 'filters[1].value', code: 'too_big' },
        { path: 'filters[2].value[1]', code: 'too_small' },
        { path: 'filters[3].value', code: 'invalid_type' },
      ]);
    });

    it('refuses unknown types, operators and fields', () => {
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            filters: [filter('IS', 'a', 'INVOICE'), filter('CONTAINS', 'a'), { ...filter('IS', 'a'), negate: true }],
          }),
        ),
      ).toEqual([
        { path: 'filters[0].type', code: 'invalid_enum' },
        { path: 'filters[1].operator', code: 'invalid_enum' },
        { path: 'filters[2].negate', code: 'unknown_field' },
      ]);
    });
  });

  describe('actions', () => {
    it('takes 1 to 10 actions', () => {
      expect(issuesOf(AutomationWriteSchema, minimal({ actions: [] }))).toEqual([
        { path: 'actions', code: 'too_small' },
      ]);
      expect(issuesOf(AutomationWriteSchema, minimal({ actions: Array(10).fill(sms) }))).toEqual([]);
      expect(issuesOf(AutomationWriteSchema, minimal({ actions: Array(11).fill(sms) }))).toEqual([
        { path: 'actions', code: 'too_big' },
      ]);
    });

    it('takes 1–50 e-mail recipients, each an address or a placeholder', () => {
      const withValue = (value: unknown) => ({ ...email, value });
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({ actions: [withValue(['{{customer.email}}', 'a@example.com', ...Array(48).fill('{{x}}')])] }),
        ),
      ).toEqual([]);
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            actions: [
              withValue([]),
              withValue(Array(51).fill('a@example.com')),
              withValue(['a@example.com', 'nobody', '{{Customer}}', '+12125550100']),
              withValue('a@example.com'),
            ],
          }),
        ),
      ).toEqual([
        { path: 'actions[0].value', code: 'too_small' },
        { path: 'actions[1].value', code: 'too_big' },
        { path: 'actions[2].value[1]', code: 'invalid_recipient' },
        { path: 'actions[2].value[2]', code: 'invalid_recipient' },
        { path: 'actions[2].value[3]', code: 'invalid_recipient' },
        { path: 'actions[3].value', code: 'invalid_type' },
      ]);
    });

    it('requires an e-mail body of 1–10000 characters and an optional subject of at most 200', () => {
      const withSettings = (settings: unknown) => ({ ...email, settings });
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            actions: [
              withSettings({ body: 'x'.repeat(10000), subject: 'x'.repeat(200) }),
              withSettings({ body: 'x', subject: null }),
            ],
          }),
        ),
      ).toEqual([]);
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            actions: [
              withSettings({}),
              withSettings({ body: '' }),
              withSettings({ body: 'x'.repeat(10001), subject: 'x'.repeat(201) }),
              withSettings({ body: 'x', cc: 'boss@example.com' }),
              { action: 'SEND_EMAIL', value: ['a@example.com'] },
            ],
          }),
        ),
      ).toEqual([
        { path: 'actions[0].settings.body', code: 'required' },
        { path: 'actions[1].settings.body', code: 'too_small' },
        { path: 'actions[2].settings.subject', code: 'too_big' },
        { path: 'actions[2].settings.body', code: 'too_big' },
        { path: 'actions[3].settings.cc', code: 'unknown_field' },
        { path: 'actions[4].settings', code: 'required' },
      ]);
    });

    it('takes 1–50 SMS recipients, each an E.164 number or a placeholder, and a body of 1–1600', () => {
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            actions: [{ ...sms, value: ['{{customer.phone}}', '+15555550100'], settings: { body: 'x'.repeat(1600) } }],
          }),
        ),
      ).toEqual([]);
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            actions: [
              {
                ...sms,
                value: ['2125550100', 'a@example.com', '+1 212 555 0100'],
                settings: { body: 'x'.repeat(1601), subject: 'no' },
              },
            ],
          }),
        ),
      ).toEqual([
        { path: 'actions[0].value[0]', code: 'invalid_recipient' },
        { path: 'actions[0].value[1]', code: 'invalid_recipient' },
        { path: 'actions[0].value[2]', code: 'invalid_recipient' },
        { path: 'actions[0].settings.body', code: 'too_big' },
        { path: 'actions[0].settings.subject', code: 'unknown_field' },
      ]);
    });

    it('refuses unknown actions and unknown fields', () => {
      expect(
        issuesOf(
          AutomationWriteSchema,
          minimal({
            actions: [
              { ...sms, action: 'SEND_FAX' },
              { ...sms, delay: 5 },
              { value: [], settings: {} },
            ],
          }),
        ),
      ).toEqual([
        { path: 'actions[0].action', code: 'invalid_enum' },
        { path: 'actions[1].delay', code: 'unknown_field' },
        { path: 'actions[2].action', code: 'required' },
      ]);
    });
  });
});

describe('automation patch schema and the merged record', () => {
  it('accepts an empty patch and only the fields sent', () => {
    expect(patchedFields(AutomationPatchSchema.parse({}))).toEqual({});
    expect(
      patchedFields(
        AutomationPatchSchema.parse({ name: 'New', description: null, business_hours: null, created_at: 'x' }),
      ),
    ).toEqual({
      name: 'New',
      description: null,
      business_hours: null,
    });
  });

  it('changes outside_business_hours alone, and refuses anything but HOLD or SKIP', () => {
    expect(patchedFields(AutomationPatchSchema.parse({ outside_business_hours: 'SKIP' }))).toEqual({
      outside_business_hours: 'SKIP',
    });
    expect(issuesOf(AutomationPatchSchema, { outside_business_hours: null })).toEqual([
      { path: 'outside_business_hours', code: 'invalid_type' },
    ]);
    expect(issuesOf(AutomationPatchSchema, { outside_business_hours: 'LATER' })).toEqual([
      { path: 'outside_business_hours', code: 'invalid_enum' },
    ]);
  });

  it('refuses is_enabled null and unknown fields, and checks the fields it carries', () => {
    expect(issuesOf(AutomationPatchSchema, { is_enabled: null, name: '', triggers: [], color: 'red' })).toEqual([
      { path: 'name', code: 'too_small' },
      { path: 'is_enabled', code: 'invalid_type' },
      { path: 'triggers', code: 'too_small' },
      { path: 'color', code: 'unknown_field' },
    ]);
  });

  it('points a new type with old triggers at triggers[0].type when merged', () => {
    const stored = AutomationWriteSchema.parse(minimal());
    const { automation_uuid: _a, company_uuid: _c, created_at: _cr, updated_at: _u, ...fields } = stored;
    expect(
      issuesOf(AutomationFieldsSchema, { ...fields, ...patchedFields(AutomationPatchSchema.parse({ type: 'JOB' })) }),
    ).toEqual([{ path: 'triggers[0].type', code: 'type_mismatch' }]);
  });

  it('checks type and triggers against each other when both are sent', () => {
    expect(
      issuesOf(AutomationPatchSchema, { type: 'JOB', triggers: [{ type: 'INVOICE', operator: 'IS_CREATED' }] }),
    ).toEqual([{ path: 'triggers[0].type', code: 'type_mismatch' }]);
  });
});

describe('automation list query', () => {
  it('applies the list defaults and no is_enabled filter', () => {
    expect(AutomationListQuerySchema.parse({})).toEqual({
      page: 1,
      page_size: 25,
      sort_by: 'created_at',
      sort_order: 'asc',
      search: undefined,
      is_enabled: undefined,
    });
  });

  it('reads is_enabled true and false, and nothing else', () => {
    expect(AutomationListQuerySchema.parse({ is_enabled: 'true' }).is_enabled).toBe(true);
    expect(AutomationListQuerySchema.parse({ is_enabled: 'false' }).is_enabled).toBe(false);
    for (const value of ['TRUE', '1', 'yes', '', ['true', 'false']]) {
      expect(issuesOf(AutomationListQuerySchema, { is_enabled: value })).toEqual([
        { path: 'is_enabled', code: expect.any(String) },
      ]);
    }
  });

  it('sorts by the documented columns only', () => {
    for (const column of ['name', 'type', 'is_enabled', 'created_at', 'updated_at']) {
      expect(AutomationListQuerySchema.parse({ sort_by: column }).sort_by).toBe(column);
    }
    expect(issuesOf(AutomationListQuerySchema, { sort_by: 'description' })).toEqual([
      { path: 'sort_by', code: 'invalid_enum' },
    ]);
  });
});

describe('automation keys', () => {
  it('puts an automation in its company partition', () => {
    expect(automationKey('c1', 'a1')).toEqual({ PK: 'COMPANY#c1', SK: 'AUTOMATION#a1' });
  });
});

describe('automation record shape', () => {
  it('answers stored records without internal attributes and with keys in documented order, as DynamoDB keeps none', () => {
    // Prepare: a stored item as DynamoDB may hand it back, keys shuffled
    const stored = {
      version: 3,
      updated_at: '2026-01-02T00:00:00.000Z',
      actions: [{ settings: { body: 'Hi', subject: 'S' }, value: ['a@example.com'], action: 'SEND_EMAIL' as const }],
      filters: [{ value: 'x', operator: 'IS' as const, type: 'JOB' as const }],
      triggers: [{ value: '' as const, operator: 'IS_CREATED' as const, type: 'JOB' as const }],
      business_hours: { windows: [{ end: '12:00', start: '08:00', day: 'MONDAY' as const }], timezone: 'UTC' },
      outside_business_hours: 'SKIP' as const,
      is_enabled: true,
      type: 'JOB' as const,
      description: null,
      name: 'N',
      company_uuid: 'c',
      automation_uuid: 'a',
      created_at: '2026-01-01T00:00:00.000Z',
    };
    // Act
    const record = toAutomation(stored);
    // Assess
    expect(JSON.stringify(record)).toBe(
      JSON.stringify({
        automation_uuid: 'a',
        company_uuid: 'c',
        name: 'N',
        description: null,
        type: 'JOB',
        is_enabled: true,
        business_hours: { timezone: 'UTC', windows: [{ day: 'MONDAY', start: '08:00', end: '12:00' }] },
        outside_business_hours: 'SKIP',
        triggers: [{ type: 'JOB', operator: 'IS_CREATED', value: '' }],
        filters: [{ type: 'JOB', operator: 'IS', value: 'x' }],
        actions: [{ action: 'SEND_EMAIL', value: ['a@example.com'], settings: { subject: 'S', body: 'Hi' } }],
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-02T00:00:00.000Z',
      }),
    );
  });

  it('reads a stored item written before outside_business_hours existed as HOLD', () => {
    // Prepare: an item as the table holds one from before the field, without the attribute
    const item = {
      PK: 'COMPANY#c',
      SK: 'AUTOMATION#a',
      entity: 'automation',
      automation_uuid: 'a',
      company_uuid: 'c',
      name: 'N',
      description: null,
      type: 'JOB',
      is_enabled: true,
      business_hours: null,
      triggers: [{ type: 'JOB', operator: 'IS_CREATED', value: '' }],
      filters: [],
      actions: [{ action: 'SEND_SMS', value: ['+12125550100'], settings: { body: 'Hi' } }],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      version: 1,
    };
    // Act
    const record = toAutomation(AUTOMATION.parse(item));
    // Assess
    expect(record.outside_business_hours).toBe('HOLD');
    expect(Object.keys(record).indexOf('outside_business_hours')).toBe(
      Object.keys(record).indexOf('business_hours') + 1,
    );
  });

  it('refuses a stored outside_business_hours that is neither HOLD nor SKIP', () => {
    expect(() =>
      AUTOMATION.parse({
        automation_uuid: 'a',
        company_uuid: 'c',
        name: 'N',
        description: null,
        type: 'JOB',
        is_enabled: true,
        business_hours: null,
        outside_business_hours: 'LATER',
        triggers: [],
        filters: [],
        actions: [],
        created_at: 't',
        updated_at: 't',
        version: 1,
      }),
    ).toThrow('outside_business_hours is not one of HOLD, SKIP');
  });
});
