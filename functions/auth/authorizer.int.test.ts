import type { APIGatewayTokenAuthorizerEvent } from 'aws-lambda';
import type { handler as authorizerHandler } from './authorizer';
import { principalFromContext } from '../../lib/auth/authorizer';
import {
  admin,
  makeCompany,
  makeLocation,
  makePlatformKey,
  makeUser,
  type CompanyFixture,
} from '../../test/support/fixtures';
import { makeInvitation, resend } from '../../test/support/invitations';

const USAGE_PLAN_KEY = 'test-usage-plan-key-0123456789';
const METHOD_ARN = 'arn:aws:execute-api:us-east-1:000000000000:abc123/prod/GET/api/v1/app-data';

function tokenEvent(authorizationToken: string, methodArn = METHOD_ARN): APIGatewayTokenAuthorizerEvent {
  return { type: 'TOKEN', authorizationToken, methodArn };
}

const STAGE = 'arn:aws:execute-api:us-east-1:000000000000:abc123/prod';
const INVITATION_ARNS = [`${STAGE}/GET/api/v1/invitations/current`, `${STAGE}/POST/api/v1/invitations/accept`];

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
      Statement: [
        {
          Action: 'execute-api:Invoke',
          Effect: 'Allow',
          Resource: 'arn:aws:execute-api:us-east-1:000000000000:abc123/prod/*',
        },
      ],
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
    const attempts = [
      'Basic abc',
      'Bearer',
      `Bearer bo_unknown`,
      `Bearer ${revoked.key}`,
      `Bearer ${disabled.key}`,
    ].map((token) =>
      handler(tokenEvent(token)).then(
        () => 'allowed',
        (error: Error) => error.message,
      ),
    );
    // Assess
    expect(await Promise.all(attempts)).toEqual([
      'Unauthorized',
      'Unauthorized',
      'Unauthorized',
      'Unauthorized',
      'Unauthorized',
    ]);
  });

  it("lets an invitation's token through on its two routes only, with the invitation in the context; an API key never there", async () => {
    // Prepare
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { role_code: 'ROLE_COMPANY_ADMIN' });
    const outcome = (token: string, methodArn: string) =>
      handler(tokenEvent(`Bearer ${token}`, methodArn)).then(
        (result) => result,
        (error: Error) => error.message,
      );
    // Act
    const allowed = await Promise.all(INVITATION_ARNS.map((arn) => outcome(invitation.token, arn)));
    const elsewhere = await Promise.all(
      [
        METHOD_ARN,
        `${STAGE}/GET/api/v1/me`,
        `${STAGE}/GET/api/v1/companies/${company.companyUuid}/invitations/${invitation.uuid}`,
      ].map((arn) => outcome(invitation.token, arn)),
    );
    const keyThere = await Promise.all(INVITATION_ARNS.map((arn) => outcome(company.ownerKey, arn)));
    // Assess
    for (const result of allowed) {
      if (typeof result === 'string') throw new Error(result);
      expect(result.policyDocument.Statement).toEqual([
        { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: `${STAGE}/*` },
      ]);
      expect(principalFromContext(result.context)).toEqual({
        keyId: invitation.uuid,
        role: 'ROLE_COMPANY_ADMIN',
        companyUuid: company.companyUuid,
        userUuid: invitation.record.user_uuid,
        locationUuids: [],
        invitationUuid: invitation.uuid,
      });
    }
    expect(elsewhere).toEqual(['Unauthorized', 'Unauthorized', 'Unauthorized']);
    expect(keyThere).toEqual(['Unauthorized', 'Unauthorized']);
  });

  it('refuses a replaced invitation token at once', async () => {
    // Prepare
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    await resend(company.ownerKey, company.companyUuid, invitation.uuid);
    // Act
    const outcome = await handler(tokenEvent(`Bearer ${invitation.token}`, INVITATION_ARNS[0])).then(
      () => 'allowed',
      (error: Error) => error.message,
    );
    // Assess
    expect(outcome).toBe('Unauthorized');
  });
});
