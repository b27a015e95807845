import { countryUuid, stateUuid } from '../reference/countries';
import {
  CompanyPatchBody,
  MAX_URL_LENGTH,
  storedDependencies,
  isHttpUrl,
  patchChanges,
  replacementChanges,
  resultingRecordIssues,
  CompanyReplaceBody,
} from './company-input';
import { MAX_PHONE_LENGTH, jsonDepth } from '../data/field-schemas';

const US = countryUuid('US');
const NY = stateUuid('US-NY');
const GB = countryUuid('GB');

describe('company input rules', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b=c', true],
    ['ftp://example.com', false],
    ['example.com', false],
    ['https://', false],
    ['https://exa mple.com', false],
    ['javascript:alert(1)', false],
    ['HTTPS://Example.com', true],
    ['https:example.com', false],
    ['http:///x', false],
    ['https:/example.com', false],
    ['https:\\\\example.com', false],
  ])('isHttpUrl(%j) is %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });

  it('measures depth with the top-level object as level 1', () => {
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: 1 })).toBe(1);
    expect(jsonDepth({ a: [1] })).toBe(2);
    expect(jsonDepth({ a: { b: { c: [] } } })).toBe(4);
  });

  it('turns a PUT into a full replacement without the PATCH-only URLs', () => {
    const body = CompanyReplaceBody.parse({
      name: 'N',
      phone: '+12125550100',
      email: 'a@b.co',
      address1: 'A',
      city: 'C',
      country_uuid: US.toUpperCase(),
      country_state_uuid: NY,
      website_url: 'https://ignored.example',
      settings: null,
    });
    const changes = replacementChanges(body);
    expect(changes).toMatchObject({
      country_uuid: US,
      description: null,
      settings: {},
      custom_settings: {},
      latitude: null,
    });
    expect('website_url' in changes).toBe(false);
    expect('google_my_business_listing' in changes).toBe(false);
  });

  it('caps the phone where libphonenumber-js stops reading, so every number it accepts fits', () => {
    // A valid number padded with spaces, which libphonenumber-js skips, to the cap and past it.
    const padded = (length: number) => `+1${' '.repeat(length - 14)}212 555 0100`;
    const issues = (phone: string) =>
      resultingRecordIssues({ phone, country_uuid: US, country_state_uuid: NY }, { phone }).map((issue) => issue.code);
    expect(padded(MAX_PHONE_LENGTH)).toHaveLength(MAX_PHONE_LENGTH);
    expect(CompanyPatchBody.safeParse({ phone: padded(MAX_PHONE_LENGTH) }).success).toBe(true);
    expect(issues(padded(MAX_PHONE_LENGTH))).toEqual([]);
    expect(CompanyPatchBody.safeParse({ phone: padded(MAX_PHONE_LENGTH + 1) }).success).toBe(false);
    // libphonenumber-js itself refuses the longer text, so the cap changes no answer but the error's code.
    expect(issues(padded(MAX_PHONE_LENGTH + 1))).toEqual(['invalid_phone']);
  });

  it('caps URLs at 2,048 characters', () => {
    const url = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
    expect(CompanyPatchBody.safeParse({ website_url: url(MAX_URL_LENGTH) }).success).toBe(true);
    expect(CompanyPatchBody.safeParse({ website_url: url(MAX_URL_LENGTH + 1) }).success).toBe(false);
  });

  it('turns a PATCH into exactly the fields sent, read-only ones dropped', () => {
    const body = CompanyPatchBody.parse({
      website_url: null,
      custom_settings: null,
      created_at: 'x',
      limits: {},
      image_url: 'y',
    });
    expect(patchChanges(body)).toEqual({ website_url: null, custom_settings: {} });
  });

  it('names the stored fields a change is validated against', () => {
    expect(storedDependencies({ name: 'x' })).toEqual([]);
    expect(storedDependencies({ phone: 'x' })).toEqual(['country_uuid']);
    expect(storedDependencies({ country_state_uuid: NY })).toEqual(['country_uuid']);
    expect(storedDependencies({ country_uuid: US }).sort()).toEqual(['country_state_uuid', 'phone']);
    expect(storedDependencies({ phone: 'x', country_uuid: US, country_state_uuid: NY })).toEqual([]);
  });

  it('checks phone and state against the resulting country, only when touched', () => {
    const record = { phone: '+12125550100', country_uuid: GB, country_state_uuid: NY };
    expect(resultingRecordIssues(record, { name: 'x' })).toEqual([]);
    expect(resultingRecordIssues(record, { country_uuid: GB }).map((issue) => issue.path)).toEqual([
      'country_state_uuid',
    ]);
    expect(
      resultingRecordIssues({ ...record, phone: '212 555 0100' }, { phone: '212 555 0100' }).map((issue) => issue.code),
    ).toEqual(['invalid_phone']);
    expect(
      resultingRecordIssues(
        { phone: '212 555 0100', country_uuid: US, country_state_uuid: NY },
        { phone: '212 555 0100' },
      ),
    ).toEqual([]);
  });
});

describe('coordinates', () => {
  it.each(['0', '-90', '90', '+45.5', '.5', '-.25', '40.712776', '00012.5', '-0090'])(
    'accepts latitude %p',
    (latitude) => {
      expect(CompanyPatchBody.safeParse({ latitude }).success).toBe(true);
    },
  );

  it.each(['90.01', '5.', '1e1', '12,5', '', ' 1', 'north', '000090.5'])('refuses latitude %p', (latitude) => {
    expect(CompanyPatchBody.safeParse({ latitude }).success).toBe(false);
  });
});
