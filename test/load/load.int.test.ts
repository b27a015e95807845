/**
 * The load test, short: `npm run load`'s scenario for 20 s at 32 connections against its own
 * `npm start` (free ports, fresh data directory), judged by the same budget: no 5xx, no connection
 * error, every invariant checked through the API afterwards, the gateway's memory bounded.
 */
import { formatReport, type LoadReport, runLoad } from '../../scripts/load/run';

jest.setTimeout(480_000);

let report: LoadReport;

beforeAll(async () => {
  report = await runLoad({ seconds: 20, connections: 32, maxRssGrowthMiB: 200 });
  // The figures, for whoever reads the test log.
  process.stdout.write(`${formatReport(report).join('\n')}\n`);
}, 470_000);

it('answers no 5xx and loses no connection under 32 concurrent connections', () => {
  const serverErrors = Object.entries(report.statuses).filter(([status]) => Number(status) >= 500);
  expect(serverErrors).toEqual([]);
  expect({ errors: report.errors, timeouts: report.timeouts }).toEqual({ errors: 0, timeouts: 0 });
  expect(report.requests).toBeGreaterThan(100);
});

it('mixes reads and writes of every kind the scenario has, and runs into the entity limits', () => {
  for (const label of ['GET category list', 'GET automation list', 'POST category', 'POST automation', 'PATCH own category', 'PATCH hot technician A', 'GET app-data']) {
    expect(Object.keys(report.answers)).toContain(label);
  }
  expect(report.answers['POST category']?.['409'] ?? 0).toBeGreaterThan(0);
});

it('keeps every invariant: list totals, entity limits, no lost PATCH, every acknowledged write readable', () => {
  expect(report.violations).toEqual([]);
});

it('meets the whole budget, memory included', () => {
  expect(report.rss.after - report.rss.before).toBeLessThanOrEqual(200);
  expect(report.failures).toEqual([]);
});
