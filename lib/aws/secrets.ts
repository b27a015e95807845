/** The Secrets Manager client, created once per container (only the billing bundle imports it). */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '../config';

const client = new SecretsManagerClient({
  region: config.region,
  maxAttempts: 3,
  // Enforced (throwOnRequestTimeout), so 3 attempts end within the function's 10 s timeout.
  requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 2500, throwOnRequestTimeout: true }),
});

/** The string value of a secret (its current version). */
export async function readSecretString(secretId: string): Promise<string> {
  const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (typeof result.SecretString !== 'string') throw new Error(`secret ${secretId} has no string value`);
  return result.SecretString;
}
