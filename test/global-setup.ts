/**
 * Jest global setup: DynamoDB Local (in memory), s3rver, the local SES and the SMS outbox (in
 * memory) on free ports — never the npm start ports — with the table and bucket created. Workers
 * inherit the environment set here.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rateLimitEnvironment, uniformRateLimits } from '../lib/rate-limit/groups';
import {
  ensureBucket,
  ensureTable,
  freePort,
  startDynamoDbLocal,
  startS3rver,
  type RunningDynamo,
  type RunningS3,
} from '../scripts/local/services';
import { type RunningSes, startLocalSes } from '../scripts/local/ses';
import { type RunningSmsOutbox, startSmsOutbox } from '../scripts/local/sms-outbox';

declare global {
  var __LOCAL_SERVICES__: { dynamo: RunningDynamo; s3: RunningS3; ses: RunningSes; sms: RunningSmsOutbox } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const [dynamoPort, s3Port] = [await freePort(), await freePort()];
  const [sesPort, smsPort] = [await freePort(), await freePort()];
  const s3Directory = mkdtempSync(join(tmpdir(), 'bo-s3-'));
  const [dynamo, s3, ses, sms] = await Promise.all([
    startDynamoDbLocal(dynamoPort),
    startS3rver(s3Port, s3Directory),
    startLocalSes(sesPort),
    startSmsOutbox(smsPort),
  ]);
  globalThis.__LOCAL_SERVICES__ = { dynamo, s3, ses, sms };

  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    DYNAMODB_LOCAL_PORT: String(dynamoPort),
    S3_LOCAL_PORT: String(s3Port),
    SES_ENDPOINT: ses.endpoint,
    SMS_ENDPOINT: sms.endpoint,
    SES_LOCAL_PORT: String(sesPort),
    SMS_LOCAL_PORT: String(smsPort),
    TABLE_NAME: 'business-operations-test',
    BUCKET_NAME: 'business-operations-test-files',
    // Tests revoke keys and disable users and expect the next request to see it.
    AUTH_CACHE_TTL_SECONDS: '0',
    // Generous limits so only the rate-limit tests meet a 429.
    ...rateLimitEnvironment(uniformRateLimits(100_000)),
    CORS_ALLOWED_ORIGINS: 'https://app.example.com',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  });
  await Promise.all([
    ensureTable(dynamo.endpoint, 'business-operations-test'),
    ensureBucket(s3.endpoint, 'business-operations-test-files'),
  ]);
}
