/**
 * The stack's observability: one structured log line and one EMF metrics document per request, with
 * ids and never a secret; failures logged with their cause chain; authorizer outcomes counted.
 */
import { handler as getAppData } from '../../functions/app-data/get-app-data';
import { handler as createCategory } from '../../functions/categories/create-category';
import { handler as authorizer } from '../../functions/auth/authorizer';
import { logFailure } from '../../lib/http/observability';
import { capturedLines } from '../support/log-capture';
import { invoke, loadEvent, withRequest } from '../support/invoke';
import { makeCompany } from '../support/fixtures';

type Json = Record<string, unknown>;
const parsedSince = (start: number): Json[] =>
  capturedLines()
    .slice(start)
    .map((line) => JSON.parse(line) as Json);

describe('request logs and metrics', () => {
  it('writes one request line and one metrics document per request, with ids and no secret', async () => {
    // Prepare
    const company = await makeCompany();
    const start = capturedLines().length;
    // Act
    const response = await invoke(
      getAppData,
      withRequest(loadEvent('get-app-data/basic'), {
        key: company.ownerKey,
        headers: { 'X-Request-Id': 'trace-me-1' },
      }),
    );
    // Assess
    expect(response.status).toBe(200);
    const lines = parsedSince(start);
    const requests = lines.filter((line) => line.message === 'request');
    const emf = lines.filter((line) => '_aws' in line);
    expect(requests).toHaveLength(1);
    expect(emf).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 'INFO',
      service: 'business-operations-api',
      request_id: 'trace-me-1',
      api_request_id: 'sample-basic',
      route: 'getAppData',
      method: 'GET',
      status: 200,
      company_uuid: company.companyUuid,
      key_id: expect.any(String),
      cold_start: expect.any(Boolean),
      latency_ms: expect.any(Number),
    });
    expect(JSON.stringify(requests[0])).not.toContain(company.ownerKey);
    expect(emf[0]).toMatchObject({
      route: 'getAppData',
      status_class: '2xx',
      group: 'app-data',
      requests: 1,
      latency: expect.any(Number),
    });
    expect(
      (emf[0]?._aws as { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][] }> })
        .CloudWatchMetrics[0],
    ).toMatchObject({
      Namespace: 'BusinessOperationsApi',
      Dimensions: [
        ['service', 'route', 'status_class'],
        ['service', 'group'],
      ],
    });
  });

  it('carries the source IP API Gateway saw', async () => {
    const company = await makeCompany();
    const start = capturedLines().length;
    const event = withRequest(loadEvent('get-app-data/basic'), { key: company.ownerKey });
    event.requestContext.identity.sourceIp = '203.0.113.7';
    await invoke(getAppData, event);
    expect(parsedSince(start).find((line) => line.message === 'request')).toMatchObject({ source_ip: '203.0.113.7' });
  });

  it('counts a problem by its code', async () => {
    const company = await makeCompany();
    const start = capturedLines().length;
    await invoke(
      createCategory,
      withRequest(loadEvent('create-category/basic'), {
        key: company.ownerKey,
        body: { name: '', category_group: 'NOPE' },
      }),
    );
    const [emf] = parsedSince(start).filter((line) => '_aws' in line);
    expect(emf).toMatchObject({
      route: 'createCategory',
      status_class: '4xx',
      group: 'write',
      problem_validation_failed: 1,
    });
  });

  it('logs an unexpected failure once, with its cause chain', () => {
    const start = capturedLines().length;
    logFailure('req-1', 'getCompany', new Error('write failed', { cause: new Error('socket hang up') }));
    const [line] = parsedSince(start);
    expect(line).toMatchObject({ level: 'ERROR', message: 'request failed', request_id: 'req-1', route: 'getCompany' });
    expect(JSON.stringify(line)).toContain('socket hang up');
  });

  it('counts each authorizer outcome', async () => {
    const company = await makeCompany();
    const start = capturedLines().length;
    const methodArn = 'arn:aws:execute-api:us-east-1:123456789012:api/prod/GET/api/v1/app-data';
    await authorizer({ type: 'TOKEN', authorizationToken: `Bearer ${company.ownerKey}`, methodArn });
    await expect(authorizer({ type: 'TOKEN', authorizationToken: 'Bearer not-a-key', methodArn })).rejects.toThrow(
      'Unauthorized',
    );
    const emf = parsedSince(start).filter((line) => '_aws' in line);
    expect(emf.map((line) => Object.keys(line).find((key) => key.startsWith('authorizer_')))).toEqual([
      'authorizer_allowed',
      'authorizer_unauthorized',
    ]);
  });
});
