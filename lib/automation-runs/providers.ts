/** The sender's providers: SES v2 for e-mail, AWS End User Messaging SMS for text messages. */
import { sendEmail } from '../aws/email';
import { classifyProviderError } from '../aws/provider-error';
import { sendSms } from '../aws/sms';
import type { Delivery, StoredRun } from './run-record';
import type { Providers, SendOutcome } from './sender';

export const awsProviders: Providers = {
  async send(delivery: Delivery, run: StoredRun): Promise<SendOutcome> {
    try {
      const { messageId } =
        delivery.channel === 'EMAIL'
          ? await sendEmail({
              to: delivery.recipient,
              replyTo: run.reply_to,
              subject: delivery.subject ?? run.automation_name,
              body: delivery.body,
            })
          : await sendSms({ to: delivery.recipient, body: delivery.body });
      return { kind: 'sent', messageId };
    } catch (error) {
      return { kind: classifyProviderError(error), error };
    }
  },
};
