import { handler as createAutomation } from '../../functions/automations/create-automation';
import { handler as createCategory } from '../../functions/categories/create-category';
import { handler as listCategories } from '../../functions/categories/list-categories';
import { handler as updateCategory } from '../../functions/categories/update-category';
import { automationBody, automationCount, postAutomation } from '../support/automations';
import { categoryBody, makeCategory } from '../support/categories';
import { invoke, loadEvent, withRequest } from '../support/invoke';
import { makeCompany, makeUser, type CompanyFixture, setCompanyLimit } from '../support/fixtures';
import { quietly } from '../support/quietly';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { hashApiKey } from '../../lib/auth/api-keys';
import { idempotencyKey, scopeHash } from '../../lib/idempotency/idempotency';
import {
  failBeforeDynamo as failBefore,
  loseAnswers as loseDynamoAnswers,
  mentioning,
  removeDynamoFaults,
} from '../support/dynamo-faults';

function post(
  key: string,
  body: unknown,
  idempotencyKey: string | undefined,
  extraHeaders: Record<string, string> = {},
) {
  const headers = idempotencyKey === undefined ? extraHeaders : { ...extraHeaders, 'Idempotency-Key': idempotencyKey };
  return invoke(createCategory, withRequest(loadEvent('create-category/basic'), { key, body, headers }));
}

function postRaw(key: string, rawBody: string, idempotencyKey: string) {
  return invoke(
    createCategory,
    withRequest(loadEvent('create-category/basic'), { key, rawBody, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

async function total(key: string): Promise<number> {
  return (await invoke(listCategories, withRequest(loadEvent('list-categories/basic'), { key }))).body.meta.total;
}

function uniqueKey(): string {
  return `key-${Math.random().toString(36).slice(2)}`;
}

describe('idempotency middleware (create-category handler)', () => {
  let company: CompanyFixture;

  beforeEach(async () => {
    company = await makeCompany();
  });

  it('replays the first response with Idempotent-Replayed and creates nothing new', async () => {
    // Prepare
    const key = uniqueKey();
    const body = categoryBody({ name: 'Replayed' });
    const first = await post(company.ownerKey, body, key);
    // Act
    const second = await post(company.ownerKey, body, key, { 'X-Request-Id': 'second-attempt' });
    // Assess
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(second.headers.location).toBe(first.headers.location);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json');
    expect(second.headers['x-request-id']).toBe('second-attempt');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['ratelimit-policy']).toBe('"write";q=100000;w=60');
    expect(second.headers['x-ratelimit-remaining']).toEqual(expect.any(String));
    expect(await total(company.ownerKey)).toBe(1);
  });

  it("runs the same key and body as a new create with a new uuid once the key's 24 h have passed", async () => {
    // Prepare: an automation created with a key whose idempotency record is then past its 24 h
    // (DynamoDB's TTL deletion lags, so the item is still there).
    const key = uniqueKey();
    const body = automationBody({ name: 'Created twice, a day apart' });
    const first = await postAutomation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': key });
    const apiKey = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: { PK: `APIKEY#${hashApiKey(company.ownerKey)}`, SK: 'APIKEY' } }),
    );
    const scope = {
      keyId: String(apiKey.Item?.key_id),
      method: 'POST',
      path: `/api/v1/companies/${company.companyUuid}/automations`,
      idempotencyKey: key,
    };
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: idempotencyKey(scopeHash(scope)),
        UpdateExpression: 'SET expires_at_epoch = :past',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    // Act
    const again = await postAutomation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': key });
    const replay = await postAutomation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': key });
    // Assess
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.data.automation_uuid).not.toBe(first.body.data.automation_uuid);
    expect(again.headers.location).not.toBe(first.headers.location);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(again.body);
    expect(await automationCount(company.companyUuid)).toBe(2);
  });

  it('replays a body that is equal as a JSON value though written differently', async () => {
    const key = uniqueKey();
    const first = await postRaw(
      company.ownerKey,
      '{"name":"Spelled","category_group":"SERVICE_PLAN","description":null}',
      key,
    );
    const second = await postRaw(
      company.ownerKey,
      '{ "description" : null,\n "category_group":"SERVICE_PLAN", "name": "Spelled" }',
      key,
    );
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data.category_uuid).toBe(first.body.data.category_uuid);
    expect(await total(company.ownerKey)).toBe(1);
  });

  it('answers 422 idempotency_key_reused for the same key with another body, and creates nothing', async () => {
    const key = uniqueKey();
    await post(company.ownerKey, categoryBody({ name: 'Original' }), key);
    const response = await post(company.ownerKey, categoryBody({ name: 'Different' }), key);
    expect(response.status).toBe(422);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.body).toMatchObject({
      status: 422,
      code: 'idempotency_key_reused',
      type: '/problems/idempotency_key_reused',
    });
    expect(await total(company.ownerKey)).toBe(1);
  });

  it('does not store a 4xx: a retry with the key runs again', async () => {
    // Prepare: the first attempt fails with a taken name.
    await makeCategory(company.ownerKey, { name: 'Taken' });
    const key = uniqueKey();
    const failed = await post(company.ownerKey, categoryBody({ name: 'Taken' }), key);
    // Act: the client fixes its body and retries with the same key.
    const fixed = await post(company.ownerKey, categoryBody({ name: 'Not taken' }), key);
    const replayed = await post(company.ownerKey, categoryBody({ name: 'Not taken' }), key);
    // Assess
    expect(failed.status).toBe(409);
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await total(company.ownerKey)).toBe(2);
  });

  it('runs the same body again after a limit_exceeded once the limit allows it', async () => {
    await setCompanyLimit(company.companyUuid, 'categories', 0);
    const key = uniqueKey();
    const body = categoryBody();
    const refused = await post(company.ownerKey, body, key);
    await setCompanyLimit(company.companyUuid, 'categories', 1);
    const accepted = await post(company.ownerKey, body, key);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('limit_exceeded');
    expect(accepted.status).toBe(201);
    expect(accepted.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never shows one caller the response of another caller using the same key', async () => {
    // Prepare
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const other = await makeCompany();
    const key = uniqueKey();
    const mine = await post(company.ownerKey, categoryBody({ name: 'Mine' }), key);
    // Act
    const colleague = await post(admin.key, categoryBody({ name: 'Colleague' }), key);
    const stranger = await post(other.ownerKey, categoryBody({ name: 'Mine' }), key);
    // Assess
    expect([mine.status, colleague.status, stranger.status]).toEqual([201, 201, 201]);
    expect(colleague.headers['idempotent-replayed']).toBeUndefined();
    expect(stranger.headers['idempotent-replayed']).toBeUndefined();
    expect(
      new Set([mine.body.data.category_uuid, colleague.body.data.category_uuid, stranger.body.data.category_uuid]).size,
    ).toBe(3);
    expect(stranger.body.data.company_uuid).toBe(other.companyUuid);
    expect(await total(company.ownerKey)).toBe(2);
  });

  it('creates exactly one record from 10 parallel identical requests; each answers 201 or 409 in progress', async () => {
    // Prepare
    const key = uniqueKey();
    const body = categoryBody({ name: 'Parallel' });
    // Act
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(company.ownerKey, body, key)));
    // Assess
    const created = responses.filter((response) => response.status === 201);
    const waiting = responses.filter((response) => response.status === 409);
    expect(created.length + waiting.length).toBe(10);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.filter((response) => response.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(created.map((response) => response.body.data.category_uuid)).size).toBe(1);
    expect(waiting.every((response) => response.body.code === 'idempotency_in_progress')).toBe(true);
    expect(waiting.every((response) => response.headers['retry-after'] === '1')).toBe(true);
    expect(await total(company.ownerKey)).toBe(1);
    const retry = await post(company.ownerKey, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.category_uuid).toBe(created[0]?.body.data.category_uuid);
  });

  it.each([
    ['an empty key', '', 'too_small'],
    ['a key over 255 characters', 'k'.repeat(256), 'too_big'],
    ['a key with a space', 'two words', 'invalid_format'],
    ['a key with non-ASCII characters', 'clé', 'invalid_format'],
  ])('answers 422 for %s and creates nothing', async (_case, key, code) => {
    const response = await post(company.ownerKey, categoryBody(), key);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'Idempotency-Key', code }] });
    expect(await total(company.ownerKey)).toBe(0);
  });

  it('scopes a key to the resource, however its path spells the company id', async () => {
    // Prepare: API Gateway decodes path parameters but hands `path` over as the client wrote it
    const key = uniqueKey();
    const body = automationBody({ name: 'Spelled path' });
    const spelled = company.companyUuid.toUpperCase().replaceAll('-', '%2D');
    const first = await postAutomation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': key });
    // Act
    const second = await invoke(
      createAutomation,
      withRequest(loadEvent('create-automation/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid.toUpperCase() },
        path: `/api/v1/companies/${spelled}/automations/`,
        body,
        headers: { 'Idempotency-Key': key },
      }),
    );
    // Assess
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data.automation_uuid).toBe(first.body.data.automation_uuid);
    expect(await automationCount(company.companyUuid)).toBe(1);
  });

  it('accepts a key of 255 visible characters', async () => {
    const response = await post(company.ownerKey, categoryBody(), `~${'k'.repeat(253)}!`);
    expect(response.status).toBe(201);
  });

  it('reports body errors first: the key is checked after the body (validation step)', async () => {
    const response = await post(company.ownerKey, { name: '' }, '');
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual(['name', 'category_group']);
  });

  it('creates each time without a key', async () => {
    const first = await post(company.ownerKey, categoryBody(), undefined);
    const second = await post(company.ownerKey, categoryBody(), undefined);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await total(company.ownerKey)).toBe(2);
  });

  it('is inert on routes that are not idempotent creates', async () => {
    const category = await makeCategory(company.ownerKey);
    const event = withRequest(loadEvent('update-category/basic'), {
      key: company.ownerKey,
      pathParameters: { category_uuid: category.uuid },
      headers: { 'Idempotency-Key': '' },
    });
    const response = await invoke(updateCategory, event);
    expect(response.status).toBe(200);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
  });
});

/** Answers lost or commands failed, for the commands whose input mentions `text` (faults on the real client). */
const loseAnswers = (command: string, text: string, times = Number.POSITIVE_INFINITY): void =>
  loseDynamoAnswers(mentioning(command, text), times);
const failBeforeDynamo = (command: string, text: string): void => failBefore(mentioning(command, text));
const removeFaults = removeDynamoFaults;

describe('idempotency middleware when DynamoDB answers are lost', () => {
  let company: CompanyFixture;

  beforeEach(async () => {
    company = await makeCompany();
  });

  afterEach(removeFaults);

  function postKeyedAutomation(body: unknown, idempotencyKey: string) {
    return postAutomation(company.ownerKey, company.companyUuid, body, { 'Idempotency-Key': idempotencyKey });
  }

  it('creates once when the answer to the claim is lost and the SDK sends the claim again', async () => {
    // Prepare: the retried claim fails its condition against the claim it wrote itself.
    loseAnswers('UpdateItem', 'IDEMPOTENCY#', 1);
    const key = uniqueKey();
    const body = categoryBody({ name: 'Claimed twice' });
    // Act
    const first = await post(company.ownerKey, body, key);
    const retry = await post(company.ownerKey, body, key);
    // Assess
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await total(company.ownerKey)).toBe(1);
  });

  it('answers the automation a create committed though every answer to it was lost', async () => {
    // Prepare
    loseAnswers('TransactWriteItems', company.companyUuid);
    const key = uniqueKey();
    const body = automationBody({ name: 'Committed, answer lost' });
    // Act
    const first = await postKeyedAutomation(body, key);
    removeFaults();
    const retry = await postKeyedAutomation(body, key);
    // Assess
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await automationCount(company.companyUuid)).toBe(1);
  });

  it('a retry after a 503 whose create had committed answers that automation and creates no second one', async () => {
    // Prepare: the create commits, its answers and the read that would find it are lost: 503, key released.
    loseAnswers('TransactWriteItems', company.companyUuid);
    failBeforeDynamo('GetItem', 'AUTOMATION#');
    const key = uniqueKey();
    const body = automationBody({ name: 'Committed before a 503' });
    const failed = await quietly(() => postKeyedAutomation(body, key));
    removeFaults();
    // Act
    const retry = await postKeyedAutomation(body, key);
    const replay = await postKeyedAutomation(body, key);
    // Assess
    expect(failed.status).toBe(503);
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ name: 'Committed before a 503', company_uuid: company.companyUuid });
    expect(retry.headers.location).toBe(
      `/api/v1/companies/${company.companyUuid}/automations/${retry.body.data.automation_uuid}`,
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(retry.body);
    expect(await automationCount(company.companyUuid)).toBe(1);
  });

  it('a retry after a 503 whose category create had committed answers that category, not a name conflict', async () => {
    // Prepare
    loseAnswers('TransactWriteItems', company.companyUuid);
    failBeforeDynamo('GetItem', 'CATEGORY#');
    const key = uniqueKey();
    const body = categoryBody({ name: 'Committed before a 503' });
    const failed = await quietly(() => post(company.ownerKey, body, key));
    removeFaults();
    // Act
    const retry = await post(company.ownerKey, body, key);
    // Assess
    expect(failed.status).toBe(503);
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ name: 'Committed before a 503', category_group: 'SERVICE_PLAN' });
    expect(await total(company.ownerKey)).toBe(1);
  });

  it('a retry after the response could not be stored answers the same automation', async () => {
    // Prepare: the create commits and is answered, but the COMPLETED update never reaches DynamoDB.
    failBeforeDynamo('UpdateItem', ':completed');
    const key = uniqueKey();
    const body = automationBody({ name: 'Answered, not stored' });
    const first = await quietly(() => postKeyedAutomation(body, key));
    removeFaults();
    // Act
    const retry = await postKeyedAutomation(body, key);
    // Assess
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.headers.etag).toBe(first.headers.etag);
    expect(await automationCount(company.companyUuid)).toBe(1);
  });
});
