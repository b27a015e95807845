/** A run from a record of the table's stream (its new image, in DynamoDB's attribute-value form). */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { AUTOMATION_RUN, type StoredRun } from './run-record';

export function runOfStreamImage(image: Record<string, unknown>): StoredRun {
  return AUTOMATION_RUN.parse(unmarshall(image as Record<string, AttributeValue>));
}
