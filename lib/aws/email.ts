/**
 * Automations' e-mail through Amazon SES v2: one plain-text message to one recipient. The client is
 * created on first use, once per container; only the sender's bundle imports this module.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { providerClientSettings } from './provider-http';
import { withoutLogger } from './without-logger';

export interface EmailMessage {
  to: string;
  /** The company's address, or null to leave Reply-To out. */
  replyTo: string | null;
  subject: string;
  body: string;
}

let client: SESv2Client | undefined;

/** The SES v2 client (created on first use); exported so tests can add middleware to it. */
export function emailClient(): SESv2Client {
  client ??= createEmailClient();
  return client;
}

function createEmailClient(endpoint = config.email.endpoint): SESv2Client {
  return withoutLogger(new SESv2Client(providerClientSettings(endpoint)));
}

/**
 * Sends one plain-text e-mail (UTF-8) from the stage's sender address (EMAIL_FROM_ADDRESS), in the
 * configuration set SES_CONFIGURATION_SET when set. A failure is thrown as the SDK raised it:
 * classify it with `classifyProviderError` (lib/aws/provider-error.ts).
 * @example await sendEmail({ to: 'ann@example.com', replyTo: 'office@acme.example', subject: 'Your visit', body: 'Hi Ann' })
 */
export async function sendEmail(message: EmailMessage): Promise<{ messageId: string }> {
  const result = await emailClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.email.fromAddress,
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo !== null ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.body, Charset: 'UTF-8' } },
        },
      },
      ...(config.email.configurationSet !== undefined ? { ConfigurationSetName: config.email.configurationSet } : {}),
    }),
  );
  // SES always names an accepted message; an answer without one was still an acceptance.
  return { messageId: result.MessageId ?? '' };
}
