import middy from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import type { ApiContext, ApiEvent, ApiInternal, ApiResult } from '../http/api-request';
import { authentication, requestContext } from '../http/middleware';
import { problemRenderer } from '../http/problem-renderer';
import { responseHeaders } from '../http/response-headers';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import type { Authenticator } from './authenticate';
import {
  createAuthorizer,
  credentialOf,
  principalFromContext,
  principalToContext,
  stageWildcardArn,
} from './authorizer';
import type { Principal } from './principal';

const METHOD_ARN =
  'arn:aws:execute-api:eu-west-1:123456789012:a1b2c3d4e5/prod/GET/api/v1/companies/0190f3a4-5b6c-7d8e-9f01-23456789abcd';

const OWNER: Principal = {
  keyId: 'key-1',
  role: 'ROLE_COMPANY_OWNER',
  companyUuid: '0190f3a4-5b6c-7d8e-9f01-23456789abcd',
  userUuid: '0190f3a4-5b6c-7d8e-9f01-000000000001',
  locationUuids: ['0190f3a4-5b6c-7d8e-9f01-000000000002'],
};
const PLATFORM: Principal = {
  keyId: 'key-2',
  role: 'ROLE_PLATFORM_ADMIN',
  companyUuid: null,
  userUuid: null,
  locationUuids: [],
};

function fakeAuthenticator(
  answer: (authorization: string | undefined) => Promise<Principal>,
): Authenticator & { calls: Array<string | undefined> } {
  const calls: Array<string | undefined> = [];
  return {
    calls,
    authenticate: async (authorization) => {
      calls.push(authorization);
      return answer(authorization);
    },
    clear: () => undefined,
  };
}

describe('authorizer', () => {
  it('allows the whole stage, names the usage-plan key and carries the principal', async () => {
    // Prepare
    const authenticator = fakeAuthenticator(async () => OWNER);
    const authorizer = createAuthorizer(authenticator, 'usage-plan-key-value');
    // Act
    const result = await authorizer.authorize('Bearer bo_secret', METHOD_ARN);
    // Assess
    expect(authenticator.calls).toEqual(['Bearer bo_secret']);
    expect(result).toEqual({
      principalId: 'key-1',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Action: 'execute-api:Invoke',
            Effect: 'Allow',
            Resource: 'arn:aws:execute-api:eu-west-1:123456789012:a1b2c3d4e5/prod/*',
          },
        ],
      },
      context: { principal: JSON.stringify(OWNER) },
      usageIdentifierKey: 'usage-plan-key-value',
    });
    expect(principalFromContext(result.context)).toEqual(OWNER);
  });

  it('omits usageIdentifierKey when none is configured', async () => {
    // Act
    const result = await createAuthorizer(
      fakeAuthenticator(async () => PLATFORM),
      undefined,
    ).authorize('Bearer x', METHOD_ARN);
    // Assess
    expect(result).not.toHaveProperty('usageIdentifierKey');
    expect(principalFromContext(result.context)).toEqual(PLATFORM);
  });

  it('throws exactly "Unauthorized" (API Gateway answers 401) for every rejected key', async () => {
    // Prepare
    const authorizer = createAuthorizer(
      fakeAuthenticator(async () => Promise.reject(new UnauthorizedError('revoked'))),
      'k',
    );
    // Act
    const attempt = authorizer.authorize('Bearer bo_revoked', METHOD_ARN);
    // Assess
    await expect(attempt).rejects.toThrow(new Error('Unauthorized'));
  });

  it('lets a dependency failure propagate (API Gateway answers AUTHORIZER_FAILURE)', async () => {
    // Prepare
    const failure = new ServiceUnavailableError(new Error('DynamoDB down'));
    const authorizer = createAuthorizer(
      fakeAuthenticator(async () => Promise.reject(failure)),
      'k',
    );
    // Act
    const attempt = authorizer.authorize('Bearer bo_key', METHOD_ARN);
    // Assess
    await expect(attempt).rejects.toBe(failure);
  });

  it('turns any method ARN of a stage into that stage wildcard and refuses anything else', () => {
    expect(stageWildcardArn('arn:aws:execute-api:us-east-1:1:api/dev/POST/api/v1/categories')).toBe(
      'arn:aws:execute-api:us-east-1:1:api/dev/*',
    );
    expect(stageWildcardArn('arn:aws-us-gov:execute-api:us-gov-west-1:1:api/prod/DELETE/x/y')).toBe(
      'arn:aws-us-gov:execute-api:us-gov-west-1:1:api/prod/*',
    );
    expect(() => stageWildcardArn('not-an-arn')).toThrow();
  });
});

describe('authorizer context', () => {
  it('round-trips a principal and rejects what an authorizer did not write', () => {
    expect(principalFromContext(principalToContext(PLATFORM))).toEqual(PLATFORM);
    expect(principalFromContext(undefined)).toBeUndefined();
    expect(principalFromContext(null)).toBeUndefined();
    // A context without our principal (principalId only), malformed JSON, a forged role.
    expect(principalFromContext({ principalId: 'offlineContext_authorizer_principalId' })).toBeUndefined();
    expect(principalFromContext({ principal: '{not json' })).toBeUndefined();
    expect(principalFromContext({ principal: JSON.stringify({ ...OWNER, role: 'ROLE_ROOT' }) })).toBeUndefined();
    expect(principalFromContext({ principal: JSON.stringify({ ...OWNER, extra: true }) })).toBeUndefined();
  });

  it.each([
    ['a missing field', (({ userUuid: _userUuid, ...rest }) => rest)(OWNER)],
    ['an empty key id', { ...OWNER, keyId: '' }],
    ['an empty company', { ...OWNER, companyUuid: '' }],
    ['a numeric user', { ...OWNER, userUuid: 7 }],
    ['locations that are not an array', { ...OWNER, locationUuids: 'l1' }],
    ['a location that is not text', { ...OWNER, locationUuids: ['l1', 2] }],
    ['an array', [OWNER]],
    ['text', 'owner'],
  ])('rejects a principal with %s', (_case, principal) => {
    expect(principalFromContext({ principal: JSON.stringify(principal) })).toBeUndefined();
  });

  it('keeps the principal it wrote, owner (company, user, locations) and platform (nulls)', () => {
    expect(principalFromContext(principalToContext(OWNER))).toEqual(OWNER);
    expect(principalFromContext(principalToContext({ ...OWNER, locationUuids: ['a', 'b'] }))?.locationUuids).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('authentication middleware', () => {
  function stack(authenticator: Authenticator, trust: boolean, credential: 'api-key' | 'invitation' = 'api-key') {
    return middy<ApiEvent, ApiResult, Error, ApiContext, ApiInternal>()
      .use([
        requestContext(undefined),
        responseHeaders([]),
        problemRenderer(),
        authentication(authenticator, trust, credential),
      ])
      .handler(async (_event, context) => ({ statusCode: 200, body: JSON.stringify(context.api?.principal) }));
  }

  const withContext = (authorizer: unknown): APIGatewayProxyEvent => {
    const event = withRequest(loadEvent('get-app-data/basic'), { key: 'bo_key' });
    return {
      ...event,
      requestContext: { ...event.requestContext, authorizer } as APIGatewayProxyEvent['requestContext'],
    };
  };

  it('takes the principal from the authorizer context in AWS without looking the key up again', async () => {
    // Prepare
    const authenticator = fakeAuthenticator(async () => PLATFORM);
    // Act
    const response = await invoke(
      stack(authenticator, true),
      withContext({ ...principalToContext(OWNER), principalId: 'key-1' }),
    );
    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual(OWNER);
    expect(authenticator.calls).toEqual([]);
  });

  it('authenticates by itself when there is no authorizer context', async () => {
    // Prepare
    const authenticator = fakeAuthenticator(async () => PLATFORM);
    // Act
    const response = await invoke(stack(authenticator, true), withContext(null));
    // Assess
    expect(response.body).toEqual(PLATFORM);
    expect(authenticator.calls).toEqual(['Bearer bo_key']);
  });

  it('ignores an authorizer context where it cannot be trusted (local, where a client can forge it)', async () => {
    // Prepare
    const authenticator = fakeAuthenticator(async () => Promise.reject(new UnauthorizedError()));
    // Act
    const response = await invoke(stack(authenticator, false), withContext(principalToContext(OWNER)));
    // Assess
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(authenticator.calls).toEqual(['Bearer bo_key']);
  });

  it("refuses, from a cached authorizer answer, an invitation's principal on another route and a key's on an invitation's route", async () => {
    // Prepare
    const authenticator = fakeAuthenticator(async () => PLATFORM);
    const invited = { ...OWNER, keyId: 'invitation-1', invitationUuid: 'invitation-1' };
    // Act
    const elsewhere = await invoke(stack(authenticator, true), withContext(principalToContext(invited)));
    const keyThere = await invoke(stack(authenticator, true, 'invitation'), withContext(principalToContext(OWNER)));
    const invitationThere = await invoke(
      stack(authenticator, true, 'invitation'),
      withContext(principalToContext(invited)),
    );
    // Assess
    expect([elsewhere.status, keyThere.status, invitationThere.status]).toEqual([401, 401, 200]);
    expect(invitationThere.body).toEqual(invited);
    expect(authenticator.calls).toEqual([]);
  });
});

describe('credentialOf', () => {
  it('takes an invitation token exactly on the routes that say so, an API key elsewhere', () => {
    const routes = [{ method: 'POST', path: '/api/v1/invitations/accept' }];
    const stage = 'arn:aws:execute-api:us-east-1:000000000000:abc123/prod';
    expect(credentialOf(`${stage}/POST/api/v1/invitations/accept`, routes)).toBe('invitation');
    expect(credentialOf(`${stage}/GET/api/v1/invitations/accept`, routes)).toBe('api-key');
    expect(credentialOf(`${stage}/POST/api/v1/invitations/accept/x`, routes)).toBe('api-key');
    expect(credentialOf('not-an-arn', routes)).toBe('api-key');
  });
});
