import {
  endMinutes,
  findOverlaps,
  isE164PhoneNumber,
  isEmailRecipient,
  isPlaceholder,
  isSmsRecipient,
  isValidTimeZone,
  startMinutes,
  type ClockWindow,
} from './rules';
import { isEmailAddress } from '../data/email';

describe('automation rules: clock times', () => {
  it.each([
    ['00:00', 0],
    ['08:30', 510],
    ['23:59', 1439],
  ])('reads start %s as %i minutes', (value, minutes) => {
    expect(startMinutes(value)).toBe(minutes);
  });

  it.each(['24:00', '25:00', '8:00', '08:60', '0800', '08:00:00', '', ' 08:00', 'ab:cd'])(
    'refuses %j as a start',
    (value) => {
      expect(startMinutes(value)).toBeUndefined();
    },
  );

  it('allows 24:00 as an end only', () => {
    expect(endMinutes('24:00')).toBe(1440);
    expect(endMinutes('17:00')).toBe(1020);
    expect(endMinutes('24:01')).toBeUndefined();
    expect(endMinutes('25:00')).toBeUndefined();
  });
});

describe('automation rules: time zones', () => {
  it.each(['UTC', 'utc', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Etc/GMT+5', 'GMT'])(
    'accepts %s',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(true);
    },
  );

  it.each(['', ' ', 'Mars/Olympus_Mons', 'Europe/Atlantis', '+01:00', '-05:00', 'Z', 'not a zone'])(
    'refuses %j',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(false);
    },
  );
});

describe('automation rules: business-hour overlaps', () => {
  const window = (day: ClockWindow['day'], start: string, end: string): ClockWindow => ({ day, start, end });

  it('finds a window that starts inside an earlier one of the same day', () => {
    expect(findOverlaps([window('MONDAY', '08:00', '12:00'), window('MONDAY', '11:00', '14:00')])).toEqual([
      { index: 1, other: 0 },
    ]);
  });

  it('reports the later window whatever the request order', () => {
    expect(findOverlaps([window('MONDAY', '11:00', '14:00'), window('MONDAY', '08:00', '12:00')])).toEqual([
      { index: 0, other: 1 },
    ]);
  });

  it('treats windows that only touch as not overlapping', () => {
    expect(
      findOverlaps([
        window('MONDAY', '08:00', '12:00'),
        window('MONDAY', '12:00', '17:00'),
        window('MONDAY', '17:00', '24:00'),
      ]),
    ).toEqual([]);
  });

  it('finds identical and contained windows', () => {
    expect(
      findOverlaps([
        window('TUESDAY', '08:00', '18:00'),
        window('TUESDAY', '09:00', '10:00'),
        window('TUESDAY', '08:00', '18:00'),
      ]),
    ).toEqual([
      { index: 1, other: 0 },
      { index: 2, other: 0 },
    ]);
  });

  it('compares only windows of the same day', () => {
    expect(
      findOverlaps([
        window('MONDAY', '08:00', '17:00'),
        window('TUESDAY', '08:00', '17:00'),
        window('SUNDAY', '00:00', '24:00'),
      ]),
    ).toEqual([]);
  });

  it('finds an overlap with a long earlier window behind a short one', () => {
    expect(
      findOverlaps([
        window('FRIDAY', '06:00', '20:00'),
        window('FRIDAY', '07:00', '08:00'),
        window('FRIDAY', '19:00', '21:00'),
      ]),
    ).toEqual([
      { index: 1, other: 0 },
      { index: 2, other: 0 },
    ]);
  });

  it('skips windows whose own times are invalid', () => {
    expect(
      findOverlaps([
        window('MONDAY', '08:00', '12:00'),
        window('MONDAY', '11:00', '10:00'),
        window('MONDAY', '09:00', '25:00'),
      ]),
    ).toEqual([]);
  });
});

describe('automation rules: placeholders and recipients', () => {
  it.each(['{{first_name}}', '{{customer.email}}', '{{job.customer.phone_2}}', '{{x}}', '{{a1}}'])(
    'accepts placeholder %s',
    (value) => {
      expect(isPlaceholder(value)).toBe(true);
    },
  );

  it.each([
    '{{}}',
    '{{Customer.email}}',
    '{{ customer.email }}',
    '{{customer..email}}',
    '{{.email}}',
    '{{email.}}',
    '{customer}',
    '{{customer-email}}',
    'x{{a}}',
    '{{a}}x',
    '{{a}}{{b}}',
  ])('refuses placeholder %j', (value) => {
    expect(isPlaceholder(value)).toBe(false);
  });

  it.each(['office@example.com', 'first.last+tag@mail.example.co.uk', "o'neil@example.org"])(
    'accepts e-mail %s',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each([
    '',
    'office',
    'office@',
    '@example.com',
    'office@example',
    'of fice@example.com',
    'office@-example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses e-mail %j', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it.each(['+12125550100', '+15555550100', '+491701234567', '+33612345678', '+4915112345678', '+6834002'])(
    'accepts E.164 number %s',
    (value) => {
      expect(isE164PhoneNumber(value)).toBe(true);
    },
  );

  it.each([
    '12125550100',
    '+1 212 555 0100',
    '+1-212-555-0100',
    '+0123456789',
    '+1234',
    '+12',
    '+6831',
    '+1234567890',
    '+1234567890123456',
    '+999123456789',
    'phone',
  ])('refuses E.164 number %j', (value) => {
    expect(isE164PhoneNumber(value)).toBe(false);
  });

  it('accepts placeholders as recipients of both actions, and only their own address kind', () => {
    expect(isEmailRecipient('{{customer.email}}')).toBe(true);
    expect(isSmsRecipient('{{customer.phone}}')).toBe(true);
    expect(isEmailRecipient('+12125550100')).toBe(false);
    expect(isSmsRecipient('office@example.com')).toBe(false);
  });
});
