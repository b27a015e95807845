/**
 * The events of the cold starts. Each round of the bench runs every function's sample event
 * (events/<function>/basic.json) against a company of its own, which holds the records the events
 * name, so every first invocation takes in every round the path its sample shows: a read finds its
 * record, a create creates, upload-base64 writes a new file. With one company and the samples'
 * placeholder uuids, reads, replaces and deletes answered 404, a second createCategory 409 (its own
 * name), upload-base64 replaced its own file and update-limit 403 (owners may not change limits).
 *
 * Imported only once the bench environment is in place (the handlers load their config).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { kebabCase } from '../../lib/http/routes';
import { lambdaContext, loadEvent } from '../../test/support/invoke';
import { benchCaller } from './authorized';
import { type BenchCaller, benchEvent } from './events';

type Handler = (event: never, context: never) => Promise<{ statusCode: number; body?: string }>;

/** Creates a record with a create function's sample event, its body fields overridden by `fields`; its JSON. */
async function create(handler: Handler, functionDir: string, caller: BenchCaller, fields: Record<string, unknown> = {}): Promise<Record<string, string>> {
  const sample = JSON.parse(loadEvent(`${functionDir}/basic`).body ?? '{}') as Record<string, unknown>;
  const result = await handler(benchEvent(functionDir, caller, { body: { ...sample, ...fields } }) as never, lambdaContext() as never);
  if (result.statusCode !== 201) throw new Error(`bench setup: ${functionDir} answered ${result.statusCode} ${result.body ?? ''}`);
  return (JSON.parse(result.body ?? '{}') as { data: Record<string, string> }).data;
}

/** One round's company, its owner and a platform key, and an automation and a category to act on. */
async function prepareRound(round: number): Promise<{ owner: BenchCaller; platform: BenchCaller; path: Record<string, string> }> {
  const admin = createAdminCommands();
  const company = await admin.createCompany({ name: `Bench Co ${round}`, country: 'US', state: 'US-NY' });
  const owner = await benchCaller(company.owner.api_key, company.company_uuid);
  const platform = await benchCaller((await admin.createPlatformKey()).api_key, company.company_uuid);
  const { handler: createAutomation } = await import('../../functions/automations/create-automation');
  const { handler: createCategory } = await import('../../functions/categories/create-category');
  const automation = await create(createAutomation as Handler, 'create-automation', owner);
  // Another name than the sample's, which createCategory creates in the same round.
  const category = await create(createCategory as Handler, 'create-category', owner, { name: `Bench category ${round}` });
  return { owner, platform, path: { automation_uuid: automation.automation_uuid ?? '', category_uuid: category.category_uuid ?? '' } };
}

/** Platform keys only: the owner of a company may not change its limits. */
const PLATFORM_FUNCTIONS = new Set(['updateCompanyLimit']);

/**
 * Prepares `rounds` rounds and returns where each round's event of a function is written: the
 * sample event, sent by the round's owner (a platform key where only one may), naming the round's
 * company and records.
 */
export async function coldStartEvents(rounds: number, work: string, functionNames: readonly string[]): Promise<(round: number, functionName: string) => string> {
  const files = new Map<string, string>();
  for (let round = 0; round < rounds; round++) {
    const { owner, platform, path } = await prepareRound(round);
    for (const name of functionNames) {
      const directory = kebabCase(name);
      const caller = PLATFORM_FUNCTIONS.has(name) ? platform : owner;
      const parameters = Object.keys(benchEvent(directory, caller).pathParameters ?? {});
      const pathParameters = Object.fromEntries(Object.entries(path).filter(([parameter]) => parameters.includes(parameter)));
      const file = join(work, `${name}.round-${round}.event.json`);
      writeFileSync(file, JSON.stringify(benchEvent(directory, caller, { pathParameters })));
      files.set(`${round}:${name}`, file);
    }
  }
  return (round, functionName) => {
    const file = files.get(`${round}:${functionName}`);
    if (!file) throw new Error(`no cold-start event for ${functionName} in round ${round}`);
    return file;
  };
}
