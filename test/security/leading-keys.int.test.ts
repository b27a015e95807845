/**
 * The least-privilege policy of issue "every function may touch the whole table", and of its second
 * round (one statement per key prefix): each function's DynamoDB statements name, per partition-key
 * prefix (dynamodb:LeadingKeys), the actions it uses there, its S3 statements the actions under each
 * key prefix, and every request and key the integration tests' handlers use is checked against them
 * (test/support/access-recorder.ts).
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { copyObject, headObject, putObject } from '../../lib/files/file-repository';
import { companyFileBackupKey, companyFileKey, settingsFileKey } from '../../lib/files/keys';
import { handler as createCategory } from '../../functions/categories/create-category';
import { invoke, loadEvent, withRequest } from '../support/invoke';
import { makeCompany } from '../support/fixtures';
import { categoryBody } from '../support/categories';
import { accessUsed, withAccessCheck } from '../support/access-recorder';
import { makeUser } from '../support/fixtures';
import { makeInvitation } from '../support/invitations';
import { createAuthenticator } from '../../lib/auth/authenticate';
import { invitationTokens } from '../../lib/invitations/invitation-token-repository';

/** A write to a probe item that may fail its condition: the recorder sees the request either way. */
const attempt = (write: Promise<unknown>) => write.catch(() => undefined);
const updateKeyItem = () =>
  attempt(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: 'APIKEY#probe', SK: 'APIKEY' },
        UpdateExpression: 'SET revoked_at = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': 'x' },
      }),
    ),
  );
const putKeyItem = () =>
  attempt(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: { PK: 'APIKEY#probe', SK: 'APIKEY' },
        ConditionExpression: 'attribute_not_exists(PK) AND attribute_exists(PK)',
      }),
    ),
  );

describe('actions and partition-key prefixes of the IAM policies', () => {
  it('records the partitions and actions a handler uses: its company, its rate-limit window, its idempotency record', async () => {
    // Prepare
    const company = await makeCompany();
    const event = withRequest(loadEvent('create-category/basic'), {
      key: company.ownerKey,
      body: categoryBody(),
      headers: { 'Idempotency-Key': 'leading-keys-1' },
    });
    // Act
    const { result, partitions, actions } = await accessUsed(() => invoke(createCategory, event));
    // Assess
    expect(result.status).toBe(201);
    const prefixes = new Set(partitions.map((partition) => partition.replace(/#.*$/, '#')));
    expect([...prefixes].sort()).toEqual(['APIKEY#', 'COMPANY#', 'IDEMPOTENCY#', 'RATELIMIT#']);
    expect(partitions).toContain(`COMPANY#${company.companyUuid}`);
    // The transaction's items are authorized one by one: the category, its name and the counters.
    expect([...new Set(actions)].sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
  });

  it('fails a function that touches a partition its policy does not name', async () => {
    const read = () =>
      documentClient.send(new GetCommand({ TableName: tableName, Key: { PK: 'APIKEYID#someone', SK: 'APIKEYID' } }));
    await expect(withAccessCheck('getCategory', read)).rejects.toThrow(/IAM: getCategory touched APIKEYID#someone/);
    await expect(
      withAccessCheck('getCategory', () =>
        documentClient.send(new GetCommand({ TableName: tableName, Key: { PK: 'COMPANY#x', SK: 'COMPANY' } })),
      ),
    ).resolves.toBeDefined();
  });

  it('fails a function that uses an action its policy does not grant', async () => {
    const remove = () =>
      documentClient.send(new DeleteCommand({ TableName: tableName, Key: { PK: 'COMPANY#x', SK: 'CATEGORY#y' } }));
    await expect(withAccessCheck('getCategory', remove)).rejects.toThrow(
      /IAM: getCategory used dynamodb:DeleteItem, not granted/,
    );
    await expect(withAccessCheck('deleteCategory', remove)).resolves.toBeDefined();
  });

  it('checks each request against the statement of its prefix: an action granted on one prefix is refused on another', async () => {
    // Every route may UpdateItem its rate-limit window and its company's items, never a key by hash.
    await expect(withAccessCheck('createCategory', updateKeyItem)).rejects.toThrow(
      /IAM: createCategory used dynamodb:UpdateItem, not granted on APIKEY#probe \(APIKEY#\*: dynamodb:GetItem\)/,
    );
    await expect(withAccessCheck('updateCompany', putKeyItem)).rejects.toThrow(
      /IAM: updateCompany used dynamodb:PutItem, not granted on APIKEY#probe/,
    );
    // Revoking a key updates it and never puts one; issuing puts it and never updates one.
    await expect(withAccessCheck('deleteMyKey', updateKeyItem)).resolves.toBeUndefined();
    await expect(withAccessCheck('deleteMyKey', putKeyItem)).rejects.toThrow(
      /used dynamodb:PutItem, not granted on APIKEY#probe/,
    );
    await expect(withAccessCheck('createMyKey', putKeyItem)).resolves.toBeUndefined();
    await expect(withAccessCheck('createMyKey', updateKeyItem)).rejects.toThrow(
      /used dynamodb:UpdateItem, not granted on APIKEY#probe/,
    );
  });

  it('checks a batch as IAM does: every key of one request under one statement that grants it', async () => {
    const batch = (keys: Array<{ PK: string; SK: string }>) => () =>
      documentClient.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
    const keyRecord = { PK: 'USERKEYS#u', SK: 'KEY#k' };
    await expect(withAccessCheck('listMyKeys', batch([keyRecord]))).resolves.toBeDefined();
    // BatchGetItem is granted on USERKEYS#* alone: a company item in the same request is refused.
    await expect(withAccessCheck('listMyKeys', batch([keyRecord, { PK: 'COMPANY#c', SK: 'USER#u' }]))).rejects.toThrow(
      /IAM: listMyKeys used dynamodb:BatchGetItem, not granted on USERKEYS#u, COMPANY#c/,
    );
  });

  it("keeps the authorizer within its role: the key, the user and an invitation's token read, a key's last use written", async () => {
    // Prepare
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const authorizer = createAuthenticator(undefined, undefined, 0, { recordUse: true, invitations: invitationTokens });
    // Act
    const { requests } = await accessUsed(() =>
      withAccessCheck('authorizer', async () => {
        await authorizer.authenticate(`Bearer ${technician.key}`);
        await authorizer.authenticate(`Bearer ${invitation.token}`, 'invitation');
      }),
    );
    // Assess: a new key's first use is written on the key and on the user's record of it.
    const prefixed = requests.flatMap(({ action, partitions }) =>
      partitions.map((partition) => `${action} ${partition.replace(/#.*$/, '#')}`),
    );
    expect([...new Set(prefixed)].sort()).toEqual([
      'dynamodb:GetItem APIKEY#',
      'dynamodb:GetItem COMPANY#',
      'dynamodb:GetItem INVITETOKEN#',
      'dynamodb:UpdateItem APIKEY#',
      'dynamodb:UpdateItem USERKEYS#',
    ]);
  });

  it('records S3 actions by key: a copy reads its source, and copies its tags unless it replaces them', async () => {
    // Prepare
    const [file, backup] = [companyFileKey('c', 'f'), companyFileBackupKey('c', 'r', 'f')];
    await putObject(file, Buffer.from('x'), { contentType: 'text/plain' });
    // Act
    const { objectActions } = await accessUsed(async () => {
      await copyObject(file, backup, 'backup=upload-base64');
      await copyObject(backup, file);
    });
    // Assess
    expect(objectActions).toEqual([
      { action: 's3:GetObject', key: file },
      { action: 's3:ListBucket' },
      { action: 's3:PutObject', key: backup },
      { action: 's3:PutObjectTagging', key: backup },
      { action: 's3:GetObject', key: backup },
      { action: 's3:ListBucket' },
      { action: 's3:PutObject', key: file },
      { action: 's3:GetObjectTagging', key: backup },
      { action: 's3:PutObjectTagging', key: file },
    ]);
  });

  it('fails a function that uses an S3 action its policy does not grant, under a prefix or on the bucket', async () => {
    const settingsFile = settingsFileKey('c', 'theme');
    await expect(withAccessCheck('uploadCompanyFiles', () => headObject(settingsFile))).rejects.toThrow(
      /IAM: uploadCompanyFiles used s3:GetObject companies\/c\/settings\/theme-/,
    );
    await expect(withAccessCheck('uploadCompanyImage', () => headObject(`companies/c/logo/x.png`))).rejects.toThrow(
      /s3:GetObject companies\/c\/logo\/x\.png, s3:ListBucket \(bucket\)/,
    );
    await expect(withAccessCheck('getCompanySettingsJson', () => headObject(settingsFile))).resolves.toBeUndefined();
  });
});
