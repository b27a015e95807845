/**
 * The least-privilege policy of issue "every function may touch the whole table": each function's
 * DynamoDB statement names the actions and partition-key prefixes it uses (dynamodb:LeadingKeys),
 * its S3 statements the actions under each key prefix, and every action and key the integration
 * tests' handlers use is checked against them (test/support/access-recorder.ts).
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { copyObject, headObject, putObject } from '../../lib/files/file-repository';
import { companyFileBackupKey, companyFileKey, settingsFileKey } from '../../lib/files/keys';
import { handler as createCategory } from '../../functions/categories/create-category';
import { invoke, loadEvent, withRequest } from '../support/invoke';
import { makeCompany } from '../support/fixtures';
import { categoryBody } from '../support/categories';
import { accessUsed, withAccessCheck } from '../support/access-recorder';

describe('actions and partition-key prefixes of the IAM policies', () => {
  it('records the partitions and actions a handler uses: its company, its rate-limit window, its idempotency record', async () => {
    // Prepare
    const company = await makeCompany();
    const event = withRequest(loadEvent('create-category/basic'), { key: company.ownerKey, body: categoryBody(), headers: { 'Idempotency-Key': 'leading-keys-1' } });
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
    const read = () => documentClient.send(new GetCommand({ TableName: tableName, Key: { PK: 'APIKEYID#someone', SK: 'APIKEYID' } }));
    await expect(withAccessCheck('getCategory', read)).rejects.toThrow(/IAM: getCategory touched APIKEYID#someone/);
    await expect(withAccessCheck('getCategory', () => documentClient.send(new GetCommand({ TableName: tableName, Key: { PK: 'COMPANY#x', SK: 'COMPANY' } })))).resolves.toBeDefined();
  });

  it('fails a function that uses an action its policy does not grant', async () => {
    const remove = () => documentClient.send(new DeleteCommand({ TableName: tableName, Key: { PK: 'COMPANY#x', SK: 'CATEGORY#y' } }));
    await expect(withAccessCheck('getCategory', remove)).rejects.toThrow(/IAM: getCategory used dynamodb:DeleteItem, not granted/);
    await expect(withAccessCheck('deleteCategory', remove)).resolves.toBeDefined();
  });

  it("records S3 actions by key: a copy reads its source, and copies its tags unless it replaces them", async () => {
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
    await expect(withAccessCheck('uploadCompanyFiles', () => headObject(settingsFile))).rejects.toThrow(/IAM: uploadCompanyFiles used s3:GetObject companies\/c\/settings\/theme-/);
    await expect(withAccessCheck('uploadCompanyImage', () => headObject(`companies/c/logo/x.png`))).rejects.toThrow(/s3:GetObject companies\/c\/logo\/x\.png, s3:ListBucket \(bucket\)/);
    await expect(withAccessCheck('getCompanySettingsJson', () => headObject(settingsFile))).resolves.toBeUndefined();
  });
});
