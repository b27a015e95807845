/**
 * An invitation read by key: what the invitation repository and the user repository (a deleted
 * invitee's pending invitation) both read, apart from either, which import each other's writes.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { INVITATION, type StoredInvitation, invitationKey } from './invitation';

export function createInvitationReader(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /** The stored invitation, or undefined (strongly consistent: writes read before they write). */
    async getInvitation(companyUuid: string, invitationUuid: string): Promise<StoredInvitation | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: invitationKey(companyUuid, invitationUuid), ConsistentRead: true }),
      );
      return result.Item ? INVITATION.parse(result.Item) : undefined;
    },
  };
}
