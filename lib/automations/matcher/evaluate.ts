/**
 * The one decision about an automation and an event: the verdict that explains it and, when the
 * automation matched, the run it creates. Pure (the caller passes `at` and what it read), so an
 * event's intake and a test answer alike.
 */
import { scheduleRun } from './business-hours';
import { renderDeliveries } from './deliveries';
import { traceFilter, traceTrigger } from './matching';
import type {
  AutomationEvent,
  Evaluation,
  EvaluationContext,
  EvaluatedAutomation,
  Outcome,
  PlannedRun,
  Verdict,
} from './types';

/** The run a matched automation creates: scheduled by its business hours, rendered unless skipped. */
function planRun(
  automation: EvaluatedAutomation,
  event: AutomationEvent,
  at: Date,
  context: EvaluationContext,
): PlannedRun {
  const schedule = scheduleRun(automation.business_hours, automation.outside_business_hours ?? 'HOLD', at);
  // A skipped run sends nothing, so it renders nothing that could pass for pending.
  const deliveries =
    schedule.status === 'SKIPPED'
      ? []
      : renderDeliveries(automation.actions, automation.name, {
          company: context.company,
          user: context.user,
          location: context.location,
          event,
        });
  return { ...schedule, deliveries };
}

/**
 * Outcomes in precedence: SUPPRESSED, STALE (both without traces), DISABLED, NO_TRIGGER_MATCHED,
 * FILTERED_OUT, MATCHED. Every trigger and filter is traced, even after one decided.
 */
export function evaluate(
  automation: EvaluatedAutomation,
  event: AutomationEvent,
  at: Date,
  context: EvaluationContext,
): Evaluation {
  const verdict = (
    outcome: Outcome,
    triggers: Verdict['triggers'] = [],
    filters: Verdict['filters'] = [],
  ): Verdict => ({
    automation_uuid: automation.automation_uuid,
    automation_name: automation.name,
    outcome,
    run_uuid: null,
    triggers,
    filters,
  });
  if (event.suppress_automations === true) return { verdict: verdict('SUPPRESSED'), run: null };
  if (context.stale) return { verdict: verdict('STALE'), run: null };

  const triggers = automation.triggers.map((trigger, index) => traceTrigger(trigger, index, event));
  const filters = automation.filters.map((filter, index) => traceFilter(filter, index, event));
  const triggered = triggers.some((trace) => trace.matched);
  const passed = filters.every((trace) => trace.passed);
  let outcome: Outcome = 'MATCHED';
  if (!automation.is_enabled) outcome = 'DISABLED';
  else if (!triggered) outcome = 'NO_TRIGGER_MATCHED';
  else if (!passed) outcome = 'FILTERED_OUT';

  const runs = outcome === 'MATCHED' || (outcome === 'DISABLED' && context.asIfEnabled === true && triggered && passed);
  return { verdict: verdict(outcome, triggers, filters), run: runs ? planRun(automation, event, at, context) : null };
}
