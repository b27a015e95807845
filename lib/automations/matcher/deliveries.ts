/**
 * The deliveries of a run, rendered when the run is created so that it shows exactly what it will
 * send. One per action and distinct recipient; a delivery that cannot be sent as written is
 * SKIPPED with the first reason that applies: a missing value, then the recipient, then the length.
 */
import { isEmailAddress } from '../../data/email';
import { codePointLength, foldCase } from '../../data/text';
import { isE164PhoneNumber } from '../rules';
import { type PlaceholderSources, type Rendered, renderRecipient, renderText } from './placeholders';
import { MAX_SMS_LENGTH } from '../catalog';
import type { Action, DeliveryReason, PlannedDelivery } from './types';

function reasonFor(action: Action, recipient: string, body: string, missing: readonly string[]): DeliveryReason | null {
  if (missing.length > 0) return 'missing_placeholder';
  if (action.action === 'SEND_EMAIL') return isEmailAddress(recipient) ? null : 'invalid_recipient';
  if (!isE164PhoneNumber(recipient)) return 'invalid_recipient';
  return codePointLength(body) > MAX_SMS_LENGTH ? 'too_long' : null;
}

/** The subject of an e-mail: its own, else (none or blank) the automation's name, taken as written. */
function renderSubject(action: Action, automationName: string, sources: PlaceholderSources): Rendered | null {
  if (action.action !== 'SEND_EMAIL') return null;
  const subject = action.settings.subject;
  return subject && subject.trim() !== '' ? renderText(subject, sources) : { text: automationName, missing: [] };
}

function actionDeliveries(
  action: Action,
  actionIndex: number,
  automationName: string,
  sources: PlaceholderSources,
): PlannedDelivery[] {
  const subject = renderSubject(action, automationName, sources);
  const body = renderText(action.settings.body, sources);
  const seen = new Set<string>();
  const deliveries: PlannedDelivery[] = [];
  for (const value of action.value) {
    const recipient = renderRecipient(value, sources);
    // Distinct within the action, after rendering, ignoring case; the first spelling is kept.
    const key = foldCase(recipient.text);
    if (seen.has(key)) continue;
    seen.add(key);
    const missing = [...new Set([...recipient.missing, ...(subject?.missing ?? []), ...body.missing])];
    const reason = reasonFor(action, recipient.text, body.text, missing);
    deliveries.push({
      action_index: actionIndex,
      channel: action.action === 'SEND_EMAIL' ? 'EMAIL' : 'SMS',
      recipient: recipient.text,
      subject: subject?.text ?? null,
      body: body.text,
      status: reason === null ? 'PENDING' : 'SKIPPED',
      reason,
      missing,
    });
  }
  return deliveries;
}

/** Every action's deliveries, in action order, then in the order its recipients are listed. */
export function renderDeliveries(
  actions: readonly Action[],
  automationName: string,
  sources: PlaceholderSources,
): PlannedDelivery[] {
  return actions.flatMap((action, index) => actionDeliveries(action, index, automationName, sources));
}
