/**
 * The container's EMF metrics (Powertools), below every layer like the logger: the stack flushes
 * one set per request (lib/http/observability.ts); domain code counts a rare event on its own line
 * (`countEvent`), which the template's alarms watch. Namespace and service come from the stage.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './config';

export const metrics = new Metrics({ namespace: config.observability.metricsNamespace, serviceName: config.observability.serviceName });

/**
 * Publishes one count of `name` at once, with the service as its only dimension, apart from the
 * request's metrics (whose route and status dimensions an alarm on it would have to name).
 */
export function countEvent(name: string): void {
  // A single metric is published by addMetric itself.
  metrics.singleMetric().addMetric(name, MetricUnit.Count, 1);
}
