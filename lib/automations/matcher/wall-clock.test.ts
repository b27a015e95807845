import { firstInstantAt, offsetAt, wallTimeOf } from './wall-clock';

const wall = (text: string) => Date.parse(`${text}Z`);
const iso = (instant: number) => new Date(instant).toISOString();

describe('wall clock', () => {
  it('reads an instant as the zone’s clock, milliseconds kept', () => {
    expect(iso(wallTimeOf(Date.parse('2024-05-06T03:30:00.250Z'), 'Asia/Kolkata'))).toBe('2024-05-06T09:00:00.250Z');
    expect(iso(wallTimeOf(Date.parse('2024-05-06T04:00:00Z'), 'America/New_York'))).toBe('2024-05-06T00:00:00.000Z'); // midnight is 00, not 24
  });

  it('gives offsets east positive, with 30-minute ones', () => {
    expect(offsetAt(Date.parse('2024-01-01T00:00:00Z'), 'Asia/Kolkata') / 60_000).toBe(330);
    expect(offsetAt(Date.parse('2024-01-01T00:00:00Z'), 'America/New_York') / 60_000).toBe(-300);
    expect(offsetAt(Date.parse('2024-01-01T00:00:00Z'), 'Australia/Lord_Howe') / 60_000).toBe(660);
    expect(offsetAt(Date.parse('2024-07-01T00:00:00Z'), 'Australia/Lord_Howe') / 60_000).toBe(630);
  });

  it.each([
    ['2024-05-06T09:00:00', 'Asia/Kolkata', '2024-05-06T03:30:00.000Z'],
    ['2024-03-10T02:30:00', 'America/New_York', '2024-03-10T07:00:00.000Z'], // skipped: the jump, 03:00 EDT
    ['2024-11-03T01:30:00', 'America/New_York', '2024-11-03T05:30:00.000Z'], // repeated: the first, EDT
    ['2024-03-31T02:15:00', 'Europe/Berlin', '2024-03-31T01:00:00.000Z'],
    ['2024-10-27T02:15:00', 'Europe/Berlin', '2024-10-27T00:15:00.000Z'],
    ['2024-10-06T02:10:00', 'Australia/Lord_Howe', '2024-10-05T15:30:00.000Z'],
    ['2024-04-07T01:45:00', 'Australia/Lord_Howe', '2024-04-06T14:45:00.000Z'],
    ['2024-03-10T00:00:00', 'America/Havana', '2024-03-10T05:00:00.000Z'], // a midnight that does not exist: 01:00 CDT
  ])('%s in %s is first reached at %s', (local, zone, instant) => {
    expect(iso(firstInstantAt(wall(local), zone))).toBe(instant);
  });
});
