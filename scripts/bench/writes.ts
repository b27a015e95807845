/**
 * The write part of the list bench: what one create, update and delete of each listed entity costs
 * (write units DynamoDB reports, indexes included, and requests sent), through the warm handlers. A
 * listed record's copy in the indexes may add at most one write unit per index it is in; the table
 * shows the cost, and `npm run bench` prints it beside the lists.
 *
 * Imported only once the bench environment is in place (it loads the handlers and their config).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { documentClient } from '../../lib/aws/dynamo';
import { kebabCase, routeEntries } from '../../lib/http/routes';
import { capacityMeter } from '../../test/support/consumed-capacity';
import { automationBody } from '../../test/support/automations';
import { categoryBody } from '../../test/support/categories';
import { invitationBody } from '../../test/support/invitations';
import { locationBody } from '../../test/support/locations';
import { lambdaContext } from '../../test/support/invoke';
import { type BenchCaller, benchEvent } from './events';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export interface WriteMeasurement {
  entity: string;
  operation: string;
  writeUnits: number;
  requests: number;
}

/** Write commands by the name the client's middleware sees: the document client's, or the low-level one a repository sends through it. */
const WRITE_COMMANDS = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'TransactWriteCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
]);

/** A listed entity's create, update and delete: their functions, the record's id in the answer and path, and bodies. */
interface WriteCase {
  entity: string;
  create: { dir: string; body: () => unknown };
  update?: { dir: string; body: unknown };
  remove: { dir: string };
  /** The id's field in a created record and its path parameter. */
  id: { field: string; parameter: string };
}

const CASES: WriteCase[] = [
  {
    entity: 'categories',
    create: { dir: 'create-category', body: () => categoryBody() },
    update: { dir: 'update-category', body: { description: 'Changed by the bench' } },
    remove: { dir: 'delete-category' },
    id: { field: 'category_uuid', parameter: 'category_uuid' },
  },
  {
    entity: 'automations',
    create: { dir: 'create-automation', body: () => automationBody() },
    update: { dir: 'update-automation', body: { description: 'Changed by the bench' } },
    remove: { dir: 'delete-automation' },
    id: { field: 'automation_uuid', parameter: 'automation_uuid' },
  },
  {
    entity: 'locations',
    create: { dir: 'create-location', body: () => locationBody() },
    update: { dir: 'update-location', body: { city: 'Changed by the bench' } },
    remove: { dir: 'delete-location' },
    id: { field: 'company_location_uuid', parameter: 'company_location_uuid' },
  },
  {
    // An invitation's create adds its user (both listed); its delete is a revoke, which keeps the record.
    entity: 'invitations',
    create: { dir: 'create-invitation', body: () => invitationBody() },
    update: { dir: 'resend-invitation', body: {} },
    remove: { dir: 'delete-invitation' },
    id: { field: 'invitation_uuid', parameter: 'invitation_uuid' },
  },
  {
    entity: 'keys',
    create: { dir: 'create-my-key', body: () => ({ name: `Bench key ${Math.random().toString(36).slice(2, 8)}` }) },
    remove: { dir: 'delete-my-key' },
    id: { field: 'key_id', parameter: 'key_id' },
  },
];

/** The handler of a function by its events/ folder name, found through the route table. */
async function handlerOf(dir: string): Promise<Handler> {
  const route = routeEntries().find(([name]) => kebabCase(name) === dir);
  if (!route) throw new Error(`no route for ${dir}`);
  const module = (await import(`../../functions/${route[1].resource}/${dir}`)) as { handler: Handler };
  return module.handler;
}

/** Creates, updates and deletes one record of each listed entity as `caller` (an owner), measuring each step. */
export async function measureWrites(caller: BenchCaller): Promise<WriteMeasurement[]> {
  const { user_uuid: userToChange } = await createAdminCommands().createUser({
    company: caller.companyUuid,
    role: 'ROLE_COMPANY_TECHNICIAN',
    displayName: 'Bench writes',
    email: 'bench.writes@example.com',
  });
  const meter = capacityMeter(documentClient, (name) => WRITE_COMMANDS.has(name));
  const context = lambdaContext() as Context;
  const results: WriteMeasurement[] = [];
  const step = async (
    entity: string,
    operation: string,
    dir: string,
    overrides: Parameters<typeof benchEvent>[2],
  ): Promise<Record<string, unknown>> => {
    const handler = await handlerOf(dir);
    const { units, requests, result } = await meter.measure(() => handler(benchEvent(dir, caller, overrides), context));
    if (result.statusCode >= 300)
      throw new Error(`${entity} ${operation} answered ${result.statusCode}: ${result.body}`);
    results.push({ entity, operation, writeUnits: units, requests });
    return result.body ? (JSON.parse(result.body).data ?? {}) : {};
  };
  try {
    for (const writeCase of CASES) {
      const created = await step(writeCase.entity, 'create', writeCase.create.dir, { body: writeCase.create.body() });
      const path = { [writeCase.id.parameter]: String(created[writeCase.id.field]) };
      if (writeCase.update)
        await step(writeCase.entity, 'update', writeCase.update.dir, {
          pathParameters: path,
          body: writeCase.update.body,
        });
      await step(writeCase.entity, 'delete', writeCase.remove.dir, { pathParameters: path });
    }
    await step('users', 'update', 'update-company-user', {
      pathParameters: { user_uuid: userToChange },
      body: { display_name: 'Changed by the bench' },
    });
    await step('users', 'delete', 'delete-company-user', { pathParameters: { user_uuid: userToChange } });
  } finally {
    meter.remove();
  }
  return results;
}

export function reportWrites(results: readonly WriteMeasurement[]): void {
  console.log('\nWrites (warm handlers, one each; WCU = write capacity DynamoDB reports, indexes included)\n');
  console.log('entity'.padEnd(12), 'operation'.padEnd(10), 'WCU'.padStart(6), 'requests'.padStart(9));
  for (const result of results) {
    console.log(
      result.entity.padEnd(12),
      result.operation.padEnd(10),
      result.writeUnits.toFixed(1).padStart(6),
      String(result.requests).padStart(9),
    );
  }
}
