/**
 * Local data kept from before e-mail addresses were unique per company (`.data` of an earlier `npm
 * start`): each user with an address gets its uniqueness item (`USEREMAIL#<fold>`), which users
 * written since carry from their create. Two users of a company that already share an address
 * (the admin CLI did not check it) keep it: the first one read holds the item, so that address can
 * be neither invited nor given again. A marker item records that the table was upgraded, so later
 * starts pay one GetItem, not a scan.
 */
import { ConditionalCheckFailedException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { USER_EMAIL_ENTITY, USER_ENTITY, userEmailKey } from '../../lib/users/user';

const MARKER_KEY = { PK: 'MIGRATION#user-emails', SK: 'MIGRATION' };

/** Puts the uniqueness item of every user's address that has none; returns how many it put. */
export async function addMissingUserEmails(client: DynamoDBClient, tableName: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  const marker = await documents.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY, ConsistentRead: true }));
  if (marker.Item) return 0;
  let added = 0;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity = :user AND attribute_type(email, :string)',
        ExpressionAttributeValues: { ':user': USER_ENTITY, ':string': 'S' },
        ProjectionExpression: 'company_uuid, user_uuid, email',
        ExclusiveStartKey: exclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    for (const user of page.Items ?? []) {
      try {
        await documents.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...userEmailKey(String(user.company_uuid), String(user.email)), entity: USER_EMAIL_ENTITY, user_uuid: user.user_uuid },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        added += 1;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  await documents.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, entity: 'migration', applied_at: new Date().toISOString() } }));
  return added;
}
