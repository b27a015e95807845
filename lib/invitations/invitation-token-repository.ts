/**
 * The lookup of an invitation's token by its hash (`INVITETOKEN#<sha256>`): what authentication
 * reads, in every bundle, so apart from the invitation repository and its transactions.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { ROLE_CODES, type RoleCode } from '../users/roles';
import { isExpired } from '../data/ttl';
import { invitationTokenKey } from './invitation';

/** What an invitation token's lookup item holds: the invitation, its company, its invited user and the role it invites to. */
export interface InvitationTokenRecord {
  invitation_uuid: string;
  company_uuid: string;
  user_uuid: string;
  role_code: RoleCode;
}

export function createInvitationTokenRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  return {
    /**
     * The invitation a token hash names (strongly consistent: a replaced token is gone at once);
     * none once the item's expiry has passed, whether or not TTL has deleted it yet.
     */
    async getToken(tokenHash: string, nowMs: number = Date.now()): Promise<InvitationTokenRecord | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: invitationTokenKey(tokenHash), ConsistentRead: true }),
      );
      const item = result.Item;
      if (item && isExpired(item, nowMs)) return undefined;
      if (
        !item ||
        typeof item.invitation_uuid !== 'string' ||
        typeof item.company_uuid !== 'string' ||
        typeof item.user_uuid !== 'string'
      )
        return undefined;
      if (!ROLE_CODES.includes(item.role_code as RoleCode)) return undefined;
      return {
        invitation_uuid: item.invitation_uuid,
        company_uuid: item.company_uuid,
        user_uuid: item.user_uuid,
        role_code: item.role_code as RoleCode,
      };
    },
  };
}

export const invitationTokens = /* @__PURE__ */ createInvitationTokenRepository();
