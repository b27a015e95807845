/**
 * `npm run copy-table`: a stage's data moves to a new table with the current list indexes, every
 * listed record with its listed copy and slots, the list counters recounted and other counters kept,
 * and the index attributes of earlier layouts left behind.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../lib/aws/local';
import { companyPartition } from '../lib/companies/company';
import { CATEGORY } from '../lib/categories/category';
import { createCategoryRepository } from '../lib/categories/category-repository';
import { newId } from '../lib/data/ids';
import { LISTED_RECORD, readListedRecord } from '../lib/data/list-index';
import { INVITATION, type StoredInvitation } from '../lib/invitations/invitation';
import { createInvitationRepository } from '../lib/invitations/invitation-repository';
import { tableDefinition } from '../lib/data/table';
import { copyTable } from './copy-table';

const client = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: process.env.DYNAMODB_ENDPOINT as string,
  credentials: localCredentials,
});
const documents = DynamoDBDocumentClient.from(client);
afterAll(() => client.destroy());

it('copies every item into the new table, with listed copies, recounted lists and the audit counters kept', async () => {
  // Prepare: an old table holding a category written without list attributes and an audit counter
  const [from, to] = [`copy-from-${newId()}`, `copy-to-${newId()}`];
  await client.send(new CreateTableCommand(tableDefinition(from)));
  await client.send(new CreateTableCommand(tableDefinition(to)));
  const companyUuid = newId();
  const category = {
    category_uuid: newId(),
    company_uuid: companyUuid,
    name: 'Ants',
    description: null,
    category_group: 'SERVICE_PLAN',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 2,
  };
  await documents.send(
    new PutCommand({
      TableName: from,
      Item: {
        PK: companyPartition(companyUuid),
        SK: `CATEGORY#${category.category_uuid}`,
        entity: 'category',
        ...category,
      },
    }),
  );
  const auditCounter = { PK: `AUDIT#${companyUuid}`, SK: 'LISTCOUNTS#audit', entity: 'list_counts', total: 7 };
  await documents.send(new PutCommand({ TableName: from, Item: auditCounter }));
  // Act
  const copied = await copyTable(client, from, to);
  // Assess
  expect(copied).toBe(2);
  const stored = await documents.send(
    new GetCommand({
      TableName: to,
      Key: { PK: companyPartition(companyUuid), SK: `CATEGORY#${category.category_uuid}` },
    }),
  );
  expect(CATEGORY.parse({ ...readListedRecord(stored.Item?.[LISTED_RECORD]) })).toEqual(category);
  const page = await createCategoryRepository(documents, to).listCategories(companyUuid, {
    page: 1,
    page_size: 25,
    sort_by: 'name',
    sort_order: 'asc',
    search: undefined,
  });
  expect(page).toEqual({ data: [category], meta: expect.objectContaining({ total: 1 }) });
  const kept = await documents.send(
    new GetCommand({ TableName: to, Key: { PK: auditCounter.PK, SK: auditCounter.SK } }),
  );
  expect(kept.Item).toEqual(auditCounter);
});

it('writes the slots of a record of the layout before neutral slots, without its old index attributes', async () => {
  // Prepare: an invitation item as that layout wrote it: sort keys in lsi_… and its filtered status in status_code
  const [from, to] = [`copy-from-${newId()}`, `copy-to-${newId()}`];
  await client.send(new CreateTableCommand(tableDefinition(from)));
  await client.send(new CreateTableCommand(tableDefinition(to)));
  const companyUuid = newId();
  const invitation: StoredInvitation = {
    invitation_uuid: newId(),
    company_uuid: companyUuid,
    user_uuid: newId(),
    email: 'tech@example.com',
    display_name: 'Tech',
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    company_location_uuids: [newId()],
    status: 'PENDING',
    expires_at: '2999-01-01T00:00:00.000Z',
    invited_by_user_uuid: null,
    accepted_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    token_hash: 'hash',
  };
  const key = { PK: companyPartition(companyUuid), SK: `INVITATION#${invitation.invitation_uuid}` };
  const oldLayout = {
    lsi_created_at: `invitations#\u00022026-01-01t00:00:00.000z\u0001\u0001${invitation.invitation_uuid}`,
    lsi_state: `invitations#\u0002pending\u0001\u0001${invitation.invitation_uuid}`,
    status_code: `PENDING#${invitation.expires_at}`,
  };
  await documents.send(
    new PutCommand({
      TableName: from,
      Item: { ...key, entity: 'invitation', ...INVITATION.attributes(invitation), ...oldLayout },
    }),
  );
  // Act
  await copyTable(client, from, to);
  // Assess: no old attribute is left, the slots are written, and the status filter reads its slot
  const stored = await documents.send(new GetCommand({ TableName: to, Key: key }));
  expect(Object.keys(stored.Item ?? {}).filter((name) => name in oldLayout)).toEqual([]);
  expect(stored.Item).toMatchObject({ list_filter_1: oldLayout.status_code, list_sort_5: oldLayout.lsi_state });
  const page = await createInvitationRepository(documents, to).listInvitations(
    companyUuid,
    { page: 1, page_size: 25, sort_by: 'status', sort_order: 'asc', search: undefined, status: ['PENDING'] },
    { statuses: ['PENDING'] },
    '2026-06-01T00:00:00.000Z',
  );
  expect(page.data).toEqual([invitation]);
});
