/**
 * Issuing a key reads at most the user's usable keys, never every key they ever had: revoked keys
 * stay listed forever, so a read that grew with them would make each issue dearer than the last.
 */
import { handler as createMyKey } from './create-my-key';
import { handler as deleteMyKey } from './delete-my-key';
import { documentClient } from '../../lib/aws/dynamo';
import { type CapacityMeter, capacityMeter, isReadCommand } from '../../test/support/consumed-capacity';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makeUser } from '../../test/support/fixtures';
import { neverLog } from '../../test/support/secrets-registry';

/** Enough revoked keys that a read of them all would cost several units more than a fresh user's. */
const CYCLES = 40;

/** Reads by the name the client's middleware sees: the document client's, or the low-level one it sends (GetItemCommand). */

let meter: CapacityMeter;
/** Items the reads answer (or scan), while counting. */
const itemsRead = { counting: false, items: 0 };
beforeAll(() => {
  meter = capacityMeter(documentClient, isReadCommand);
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (!itemsRead.counting || !isReadCommand(context.commandName ?? '')) return result;
      const output = result.output as {
        Item?: unknown;
        Items?: unknown[];
        ScannedCount?: number;
        Responses?: Record<string, unknown[]>;
      };
      itemsRead.items += output.Item
        ? 1
        : (output.ScannedCount ?? output.Items?.length ?? Object.values(output.Responses ?? {}).flat().length);
      return result;
    },
    { step: 'initialize', name: 'itemsRead' },
  );
});
afterAll(() => {
  meter.remove();
  documentClient.middlewareStack.remove('itemsRead');
});

/** The read units, requests and items read of one issue. */
async function costOf(key: string): Promise<{ units: number; requests: number; items: number }> {
  itemsRead.items = 0;
  itemsRead.counting = true;
  try {
    const { units, requests } = await meter.measure(() => issue(key));
    return { units, requests, items: itemsRead.items };
  } finally {
    itemsRead.counting = false;
  }
}

const issue = async (key: string): Promise<string> => {
  const response = await invoke(
    createMyKey,
    withRequest(loadEvent('create-my-key/basic'), { key, body: { name: 'Cycled' } }),
  );
  expect(response.status).toBe(201);
  neverLog(response.body.data.api_key);
  return response.body.data.key_id as string;
};
const revoke = async (key: string, keyId: string): Promise<void> => {
  expect(
    (
      await invoke(
        deleteMyKey,
        withRequest(loadEvent('delete-my-key/basic'), { key, pathParameters: { key_id: keyId } }),
      )
    ).status,
  ).toBe(204);
};

it(`reads the same units and items, in as many requests, to issue a key after ${CYCLES} create/revoke cycles as for a fresh user`, async () => {
  // Prepare: two users alike but for their history of keys.
  const company = await makeCompany();
  const fresh = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
  const cycled = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
  for (let cycle = 0; cycle < CYCLES; cycle++) await revoke(cycled.key, await issue(cycled.key));
  // Act
  const freshIssue = await costOf(fresh.key);
  const cycledIssue = await costOf(cycled.key);
  // Assess
  expect(cycledIssue).toEqual(freshIssue);
  expect(freshIssue.units).toBeGreaterThan(0);
  expect(freshIssue.items).toBeGreaterThan(0);
}, 30_000); // 80 sequential writes: ~6 s on a loaded 2-core machine
