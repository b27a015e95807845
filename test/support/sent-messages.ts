/**
 * What the local SES and SMS outbox of the jest global setup (or `npm start`) kept, read from their
 * `GET /store`.
 */
import type { Email } from 'aws-ses-v2-local/dist/store';
import type { OutboxMessage } from '../../scripts/local/sms-outbox';

async function store<T>(endpoint: string | undefined, name: string): Promise<T> {
  if (!endpoint) throw new Error(`${name} is not set: run this as an integration test (jest global setup)`);
  const response = await fetch(`${endpoint}/store`);
  if (!response.ok) throw new Error(`GET ${endpoint}/store answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every e-mail the local SES received, oldest first. */
export async function sentEmails(endpoint = process.env.SES_ENDPOINT): Promise<Email[]> {
  return (await store<{ emails: Email[] }>(endpoint, 'SES_ENDPOINT')).emails;
}

/** Every SMS the local outbox received, oldest first. */
export async function sentSms(endpoint = process.env.SMS_ENDPOINT): Promise<OutboxMessage[]> {
  return (await store<{ messages: OutboxMessage[] }>(endpoint, 'SMS_ENDPOINT')).messages;
}
