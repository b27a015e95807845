/**
 * Local data kept from before e-mail addresses were unique per company (`.data` of an earlier `npm
 * start`): each user with an address gets its uniqueness item (`USEREMAIL#<fold>`), which users
 * written since carry from their create, once. Two users of a company that already share an address
 * (the admin CLI did not check it) keep it: the first one read holds the item, so that address can
 * be neither invited nor given again.
 */
import { ITEM_IS_NEW } from '../../lib/data/update-expression';
import { ConditionalCheckFailedException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { USER_EMAIL_ENTITY, USER_ENTITY, userEmailKey } from '../../lib/users/user';
import { migrateOnce } from './migration';

/** Puts the uniqueness item of every user's address that has none; returns how many it put. */
export async function addMissingUserEmails(client: DynamoDBClient, tableName: string): Promise<number> {
  return migrateOnce(
    client,
    tableName,
    'user-emails',
    { filter: 'entity = :user AND attribute_type(email, :string)', values: { ':user': USER_ENTITY, ':string': 'S' } },
    async (documents, user) => {
      try {
        await documents.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...userEmailKey(String(user.company_uuid), String(user.email)),
              entity: USER_EMAIL_ENTITY,
              user_uuid: user.user_uuid,
            },
            ConditionExpression: ITEM_IS_NEW,
          }),
        );
        return true;
      } catch (error) {
        // Held already (another user of the company with this address, or a start interrupted after it).
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        return false;
      }
    },
  );
}
