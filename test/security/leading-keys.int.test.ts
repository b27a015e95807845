/**
 * The least-privilege policy of issue "every function may touch the whole table": each function's
 * DynamoDB statement names the partition-key prefixes it uses (dynamodb:LeadingKeys), and every key
 * the integration tests' handlers touch is checked against them (test/support/partition-recorder.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { handler as createCategory } from '../../functions/categories/create-category';
import { invoke, loadEvent, withRequest } from '../support/invoke';
import { makeCompany } from '../support/fixtures';
import { categoryBody } from '../support/categories';
import { partitionsTouched, withPartitionCheck } from '../support/partition-recorder';

describe('partition-key prefixes of the IAM policies', () => {
  it('records the partitions a handler touches: its company, its rate-limit window, its idempotency record', async () => {
    // Prepare
    const company = await makeCompany();
    const event = withRequest(loadEvent('create-category/basic'), { key: company.ownerKey, body: categoryBody(), headers: { 'Idempotency-Key': 'leading-keys-1' } });
    // Act
    const { result, partitions } = await partitionsTouched(() => invoke(createCategory, event));
    // Assess
    expect(result.status).toBe(201);
    const prefixes = new Set(partitions.map((partition) => partition.replace(/#.*$/, '#')));
    expect([...prefixes].sort()).toEqual(['APIKEY#', 'COMPANY#', 'IDEMPOTENCY#', 'RATELIMIT#']);
    expect(partitions).toContain(`COMPANY#${company.companyUuid}`);
  });

  it('fails a function that touches a partition its policy does not name', async () => {
    const read = () => documentClient.send(new GetCommand({ TableName: tableName, Key: { PK: 'APIKEYID#someone', SK: 'APIKEYID' } }));
    await expect(withPartitionCheck('getCategory', read)).rejects.toThrow(/IAM: getCategory touched APIKEYID#someone/);
    await expect(withPartitionCheck('getCategory', () => documentClient.send(new GetCommand({ TableName: tableName, Key: { PK: 'COMPANY#x', SK: 'COMPANY' } })))).resolves.toBeDefined();
  });
});
