/** The key lookup the authorizer makes on each of API Gateway's cache misses. */
import { documentClient } from '../aws/dynamo';
import { makeCompany } from '../../test/support/fixtures';
import { createApiKeyRepository } from './api-key-repository';
import { hashApiKey } from './api-keys';

describe('findKeyByHash', () => {
  const consistency: Array<boolean | undefined> = [];
  beforeAll(() => {
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        if (/^Get(Item)?Command$/.test(String(context.commandName))) consistency.push((args.input as { ConsistentRead?: boolean }).ConsistentRead);
        return next(args);
      },
      { step: 'initialize', name: 'recordConsistency' },
    );
  });
  afterAll(() => documentClient.middlewareStack.remove('recordConsistency'));

  it('reads strongly consistent, so a key revoked a moment ago is never read as live', async () => {
    // Prepare
    const company = await makeCompany();
    consistency.length = 0;
    // Act
    const key = await createApiKeyRepository(documentClient).findKeyByHash(hashApiKey(company.ownerKey));
    // Assess
    expect(key).toMatchObject({ kind: 'user', company_uuid: company.companyUuid, revoked_at: null });
    expect(consistency).toEqual([true]);
  });
});
