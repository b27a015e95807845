/**
 * The container's EMF metrics, below every layer like the logger: the stack publishes one document
 * per request (lib/http/observability.ts); domain code counts a rare event on its own line
 * (`countEvent`, Powertools Metrics), which the template's alarms watch. Namespace and service come
 * from the stage. Powertools is loaded on its first count, as the logger is (lib/log.ts): required,
 * like the logger, so that the bundle holds one copy of their shared code.
 */
import type * as Powertools from '@aws-lambda-powertools/metrics';
import { config } from './config';

let built: Powertools.Metrics | undefined;

function powertools(): Powertools.Metrics {
  if (!built) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see the file's comment)
    const { Metrics } = require('@aws-lambda-powertools/metrics') as typeof Powertools;
    built = new Metrics({
      namespace: config.observability.metricsNamespace,
      serviceName: config.observability.serviceName,
    });
  }
  return built;
}

type MetricUnitName = 'Count' | 'Milliseconds';

/** One metric of a document: its value and unit. */
export interface MetricValue {
  value: number;
  unit: MetricUnitName;
}

/**
 * Publishes one EMF document (CloudWatch's embedded metric format, docs.aws.amazon.com/AmazonCloudWatch/
 * latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html): `metrics` under each
 * dimension set of `dimensions` (the service is in every set), in the container's namespace.
 * The document Powertools Metrics writes for the same calls, written directly: the request's
 * flush on every warm request (lib/http/observability.ts) is one object and one JSON.stringify,
 * where Powertools' stores, validates and clears its sets on each flush (docs/decisions.md,
 * *Performance*). A test holds the two documents equal.
 */
export function publishMetricsDocument(
  dimensions: Record<string, string>,
  dimensionSets: readonly (readonly string[])[],
  values: Record<string, MetricValue>,
): void {
  const definitions: Array<{ Name: string; Unit: MetricUnitName }> = [];
  const document: Record<string, unknown> = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: config.observability.metricsNamespace,
          Dimensions: dimensionSets.map((set) => ['service', ...set]),
          Metrics: definitions,
        },
      ],
    },
    service: config.observability.serviceName,
    ...dimensions,
  };
  for (const name in values) {
    const metric = values[name] as MetricValue;
    definitions.push({ Name: name, Unit: metric.unit });
    document[name] = metric.value;
  }
  process.stdout.write(`${JSON.stringify(document)}\n`);
}

/**
 * Publishes one count of `name` at once, with the service as its only dimension, apart from the
 * request's metrics (whose route and status dimensions an alarm on it would have to name).
 */
export function countEvent(name: string): void {
  // A single metric is published by addMetric itself.
  powertools().singleMetric().addMetric(name, 'Count', 1);
}
