/** Test data for the automation handler tests */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { companyQuotaKey } from '../../lib/companies/company';
import { automationKey } from '../../lib/automations/automation';
import { LISTED_RECORD } from '../../lib/data/list-index';
import { invoke, loadEvent, withRequest, type TestResponse } from './invoke';
import { handler as createHandler } from '../../functions/automations/create-automation';

/** A valid request body (a CUSTOMER automation with one trigger and one e-mail action). */
export function automationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Welcome e-mail',
    type: 'CUSTOMER',
    triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
    actions: [
      {
        action: 'SEND_EMAIL',
        value: ['{{customer.email}}'],
        settings: { subject: 'Welcome', body: 'Hello {{customer.first_name}}' },
      },
    ],
    ...overrides,
  };
}

/** Creates an automation through the create handler; fails loudly unless it answers 201. */
export async function makeAutomation(
  key: string,
  companyUuid: string,
  overrides: Record<string, unknown> = {},
): Promise<{ automation: Record<string, unknown> & { automation_uuid: string }; etag: string }> {
  const response = await postAutomation(key, companyUuid, automationBody(overrides));
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${response.rawBody}`);
  return { automation: response.body.data, etag: response.headers.etag ?? '' };
}

/** POSTs a body to the create handler. */
export function postAutomation(
  key: string,
  companyUuid: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return invoke(
    createHandler,
    withRequest(loadEvent('create-automation/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      body,
      headers,
    }),
  );
}

/** The company's internal automation counter (on its quota item). */
export async function automationCount(companyUuid: string): Promise<number> {
  const quota = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: companyQuotaKey(companyUuid), ConsistentRead: true }),
  );
  return Number(quota.Item?.counts?.automations);
}

/** A well-formed UUID that names no record. */
export const MISSING_UUID = '01900000-0000-7000-8000-000000000000';

/**
 * Makes a stored automation look as one written before `outside_business_hours` existed: the
 * attribute removed from its item and from the copy its list index entries hold.
 */
export async function storeWithoutOutsideBusinessHours(companyUuid: string, automationUuid: string): Promise<void> {
  const key = automationKey(companyUuid, automationUuid);
  const { Item: item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
  );
  if (!item) throw new Error(`no automation ${automationUuid}`);
  const { outside_business_hours: _removed, ...older } = item;
  const listed = older[LISTED_RECORD] as string | null | undefined;
  if (typeof listed === 'string') {
    const { outside_business_hours: _copied, ...copy } = JSON.parse(listed) as Record<string, unknown>;
    older[LISTED_RECORD] = JSON.stringify(copy);
  }
  await documentClient.send(new PutCommand({ TableName: tableName, Item: older }));
}
