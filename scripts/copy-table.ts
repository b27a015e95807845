/**
 * `npm run copy-table -- --from <table> --to <table> [--endpoint <url>]`: copies every item of a
 * table into another (already created, with the current list indexes), each listed record with its
 * list attributes recomputed and the list counters counted from the records. A deployed stage moves
 * to new list indexes this way (docs/deploy.md, "Moving to new list indexes"); it uses the AWS
 * credentials and region of the environment.
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putItems, scanAll, withListAttributes } from './local/table-items';

/** Copies `from` into `to`; returns the number of items read. */
export async function copyTable(client: DynamoDBClient, from: string, to: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const items = await scanAll(documents, from);
  await putItems(documents, to, withListAttributes(items));
  return items.length;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, endpoint: { type: 'string' } },
  });
  if (!values.from || !values.to || values.from === values.to)
    throw new Error('usage: npm run copy-table -- --from <table> --to <another table> [--endpoint <url>]');
  const client = new DynamoDBClient(values.endpoint ? { endpoint: values.endpoint } : {});
  const count = await copyTable(client, values.from, values.to);
  console.log(`Copied ${count} items from ${values.from} to ${values.to}`);
  client.destroy();
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
