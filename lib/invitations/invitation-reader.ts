/**
 * An invitation read by key: what the invitation repository and the user repository (a deleted
 * invitee's pending invitation) both read, apart from either, which import each other's writes.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readItem } from '../data/read-item';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { INVITATION, type StoredInvitation, invitationKey } from './invitation';

export function createInvitationReader(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /** The stored invitation, or undefined (strongly consistent: writes read before they write). */
    async getInvitation(companyUuid: string, invitationUuid: string): Promise<StoredInvitation | undefined> {
      return readItem(client, tableName, invitationKey(companyUuid, invitationUuid), INVITATION.parse);
    },
  };
}
