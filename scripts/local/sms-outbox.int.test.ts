import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { localCredentials } from '../../lib/aws/local';
import { freePort } from './services';
import { startSmsOutbox } from './sms-outbox';

const clientFor = (endpoint: string) =>
  new PinpointSMSVoiceV2Client({ region: 'us-east-1', endpoint, credentials: localCredentials, maxAttempts: 1 });

describe('the local SMS outbox', () => {
  const afterTest: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(afterTest.splice(0).map((stop) => stop()));
  });

  it('keeps messages in its directory, one JSON line each, and serves them again after a restart', async () => {
    // Prepare
    const directory = mkdtempSync(join(tmpdir(), 'bo-sms-'));
    const port = await freePort();
    const first = await startSmsOutbox(port, directory);
    const client = clientFor(first.endpoint);
    afterTest.push(async () => client.destroy());

    // Act
    const sent = await client.send(
      new SendTextMessageCommand({
        DestinationPhoneNumber: '+15555550100',
        MessageBody: 'Hello <b>Ann</b>',
        OriginationIdentity: '+15555550199',
        ConfigurationSetName: 'automations',
        MessageType: 'TRANSACTIONAL',
      }),
    );
    await first.stop();
    const second = await startSmsOutbox(port, directory);
    afterTest.push(() => second.stop());
    const store = (await (await fetch(`${second.endpoint}/store`)).json()) as { messages: unknown[] };
    const html = await (await fetch(`${second.endpoint}/`)).text();

    // Assess
    const expected = {
      id: sent.MessageId,
      at: expect.any(String),
      destination: '+15555550100',
      body: 'Hello <b>Ann</b>',
      originationIdentity: '+15555550199',
      messageType: 'TRANSACTIONAL',
      configurationSet: 'automations',
    };
    expect(store.messages).toEqual([expected]);
    const lines = readFileSync(join(directory, 'messages.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([expected]);
    expect(html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;');
    expect(html).not.toContain('<b>Ann</b>');
  });

  it('answers other operations as unknown, as the service would', async () => {
    const outbox = await startSmsOutbox(await freePort());
    afterTest.push(() => outbox.stop());
    const response = await fetch(outbox.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'PinpointSMSVoiceV2.SendVoiceMessage',
        authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/20260101/us-east-1/sms-voice/aws4_request',
      },
      body: '{}',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      __type: 'UnknownOperationException',
      message: 'The local SMS outbox does not answer PinpointSMSVoiceV2.SendVoiceMessage',
    });
    expect(outbox.messages()).toEqual([]);
  });
});
