import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './config';
import { publishMetricsDocument } from './metrics';
import { printedJson } from '../test/support/stdout';

/** The EMF documents `write` prints on stdout, their timestamps checked and zeroed. */
function printed(write: () => void): Array<Record<string, unknown>> {
  return printedJson(write).map((document) => {
    const emf = document._aws as { Timestamp: unknown };
    expect(emf.Timestamp).toEqual(expect.any(Number));
    emf.Timestamp = 0;
    return document;
  });
}

describe('publishMetricsDocument', () => {
  it('prints the document Powertools Metrics publishes for the same dimensions and metrics', () => {
    // Prepare
    const powertools = new Metrics({
      namespace: config.observability.metricsNamespace,
      serviceName: config.observability.serviceName,
    });
    // Act
    const [expected, direct] = printed(() => {
      powertools.addDimensions({ route: 'getCompany', status_class: '4xx' });
      powertools.addDimensions({ group: 'read' });
      powertools.addMetric('requests', MetricUnit.Count, 1);
      powertools.addMetric('latency', MetricUnit.Milliseconds, 2.75);
      powertools.addMetric('problem_not_found', MetricUnit.Count, 1);
      powertools.publishStoredMetrics();
      publishMetricsDocument(
        { route: 'getCompany', status_class: '4xx', group: 'read' },
        [['route', 'status_class'], ['group']],
        {
          requests: { value: 1, unit: 'Count' },
          latency: { value: 2.75, unit: 'Milliseconds' },
          problem_not_found: { value: 1, unit: 'Count' },
        },
      );
    });
    // Assess: the same keys in the same order, the same values.
    expect(direct).toBeDefined();
    expect(JSON.stringify(direct)).toBe(JSON.stringify(expected));
  });
});
