/**
 * `npm run load` (scripts/load/run.ts): a load test against `npm start`. LOAD_SECONDS (default 180)
 * or `--seconds N` sets the duration, LOAD_CONNECTIONS (default 32) the concurrency,
 * LOAD_MAX_RSS_GROWTH_MIB (default 384) the gateway's memory budget. Exits 1 when the budget is broken.
 * `--mode automations` (or LOAD_MODE=automations) runs the automations' load instead
 * (scripts/load/automations.ts): LOAD_SECONDS (default 60) of LOAD_EVENTS_PER_SECOND (default 50)
 * events, each sent as an e-mail through the stream poller, the sender and the local SES.
 */
import { parseArgs } from 'node:util';
import { runScript } from './entry';

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number ≥ 1, not "${value}"`);
  return number;
}

runScript(async () => {
  const { values } = parseArgs({
    options: { seconds: { type: 'string' }, connections: { type: 'string' }, mode: { type: 'string' } },
    strict: true,
  });
  const mode = values.mode ?? process.env.LOAD_MODE ?? 'api';
  if (mode === 'automations') {
    const { formatAutomationReport, runAutomationLoad } = await import('./load/automations');
    const report = await runAutomationLoad({
      seconds: positive('LOAD_SECONDS', values.seconds ?? process.env.LOAD_SECONDS, 60),
      rate: positive('LOAD_EVENTS_PER_SECOND', process.env.LOAD_EVENTS_PER_SECOND, 50),
      log: (line) => console.log(line),
    });
    console.log(formatAutomationReport(report).join('\n'));
    process.exit(report.failures.length === 0 ? 0 : 1);
  }
  if (mode !== 'api') throw new Error(`--mode must be api or automations, not "${mode}"`);
  const { DEFAULT_MAX_RSS_GROWTH_MIB, formatReport, runLoad } = await import('./load/run');
  const report = await runLoad({
    seconds: positive('LOAD_SECONDS', values.seconds ?? process.env.LOAD_SECONDS, 180),
    connections: positive('LOAD_CONNECTIONS', values.connections ?? process.env.LOAD_CONNECTIONS, 32),
    maxRssGrowthMiB: positive(
      'LOAD_MAX_RSS_GROWTH_MIB',
      process.env.LOAD_MAX_RSS_GROWTH_MIB,
      DEFAULT_MAX_RSS_GROWTH_MIB,
    ),
    log: (line) => console.log(line),
  });
  console.log(formatReport(report).join('\n'));
  process.exit(report.failures.length === 0 ? 0 : 1);
}, 'npm run load failed');
