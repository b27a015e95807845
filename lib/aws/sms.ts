/**
 * Automations' SMS through AWS End User Messaging SMS (the pinpoint-sms-voice-v2 API): one
 * transactional text to one E.164 number. The client is created on first use, once per container;
 * only the sender's bundle imports this module.
 */
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { config } from '../config';
import { providerClientSettings } from './provider-http';
import { withoutLogger } from './without-logger';

export interface SmsMessage {
  /** An E.164 number (`+15555550100`). */
  to: string;
  body: string;
}

let client: PinpointSMSVoiceV2Client | undefined;

/** The SMS client (created on first use); exported so tests can add middleware to it. */
export function smsClient(): PinpointSMSVoiceV2Client {
  client ??= createSmsClient();
  return client;
}

function createSmsClient(endpoint = config.sms.endpoint): PinpointSMSVoiceV2Client {
  return withoutLogger(new PinpointSMSVoiceV2Client(providerClientSettings(endpoint)));
}

/**
 * Sends one transactional SMS from SMS_ORIGINATION_IDENTITY (the account's default when unset), in
 * the configuration set SMS_CONFIGURATION_SET when set. A failure is thrown as the SDK raised it:
 * classify it with `classifyProviderError` (lib/aws/provider-error.ts).
 * @example await sendSms({ to: '+15555550100', body: 'Your technician is on the way' })
 */
export async function sendSms(message: SmsMessage): Promise<{ messageId: string }> {
  const { originationIdentity, configurationSet } = config.sms;
  const result = await smsClient().send(
    new SendTextMessageCommand({
      DestinationPhoneNumber: message.to,
      MessageBody: message.body,
      MessageType: 'TRANSACTIONAL',
      ...(originationIdentity !== undefined ? { OriginationIdentity: originationIdentity } : {}),
      ...(configurationSet !== undefined ? { ConfigurationSetName: configurationSet } : {}),
    }),
  );
  return { messageId: result.MessageId ?? '' };
}
