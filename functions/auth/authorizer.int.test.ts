import type { APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import type { handler as authorizerHandler } from './authorizer';
import { principalFromContext } from '../../lib/auth/authorizer';
import { admin, makeCompany, makeLocation, makePlatformKey, makeUser, type CompanyFixture } from '../../test/support/fixtures';

const USAGE_PLAN_KEY = 'test-usage-plan-key-0123456789';
const METHOD_ARN = 'arn:aws:execute-api:us-east-1:000000000000:abc123/prod/GET/api/v1/app-data';

function tokenEvent(authorizationToken: string): APIGatewayTokenAuthorizerEvent {
  return { type: 'TOKEN', authorizationToken, methodArn: METHOD_ARN };
}

describe('authorizer handler', () => {
  let handler: typeof authorizerHandler;
  let company: CompanyFixture;

  beforeAll(async () => {
    // The usage-plan key is read from the environment at module load.
    process.env.USAGE_PLAN_API_KEY = USAGE_PLAN_KEY;
    try {
      await jest.isolateModulesAsync(async () => {
        handler = (await import('./authorizer')).handler;
      });
    } finally {
      delete process.env.USAGE_PLAN_API_KEY;
    }
    company = await makeCompany();
  });

  it('allows a user key on the whole stage with the usage-plan key and the principal in the context', async () => {
    // Prepare
    const locationUuid = await makeLocation(company.companyUuid, 'North');
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [locationUuid] });
    // Act
    const result = await handler(tokenEvent(`bearer ${manager.key}`));
    // Assess
    expect(result.policyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: 'arn:aws:execute-api:us-east-1:000000000000:abc123/prod/*' }],
    });
    expect(result.usageIdentifierKey).toBe(USAGE_PLAN_KEY);
    const principal = principalFromContext(result.context);
    expect(principal).toEqual({
      keyId: result.principalId,
      role: 'ROLE_COMPANY_MANAGER',
      companyUuid: company.companyUuid,
      userUuid: manager.userUuid,
      locationUuids: [locationUuid],
    });
  });

  it('allows a platform key as a principal without a company', async () => {
    // Prepare
    const platform = await makePlatformKey();
    // Act
    const result = await handler(tokenEvent(`Bearer ${platform.key}`));
    // Assess
    expect(result.principalId).toBe(platform.keyId);
    expect(principalFromContext(result.context)).toEqual({
      keyId: platform.keyId,
      role: 'ROLE_PLATFORM_ADMIN',
      companyUuid: null,
      userUuid: null,
      locationUuids: [],
    });
  });

  it('answers Unauthorized for a malformed header, an unknown key, a revoked key and a disabled user', async () => {
    // Prepare
    const revoked = await makePlatformKey();
    await admin.revokeKey({ keyId: revoked.keyId });
    const disabled = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    await admin.setUserStatus({ user: disabled.userUuid, status: 'STATUS_DISABLED' });
    // Act
    const attempts = ['Basic abc', 'Bearer', `Bearer bo_unknown`, `Bearer ${revoked.key}`, `Bearer ${disabled.key}`].map((token) =>
      handler(tokenEvent(token)).then(
        () => 'allowed',
        (error: Error) => error.message,
      ),
    );
    // Assess
    expect(await Promise.all(attempts)).toEqual(['Unauthorized', 'Unauthorized', 'Unauthorized', 'Unauthorized', 'Unauthorized']);
  });
});
