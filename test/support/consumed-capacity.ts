/**
 * The capacity units DynamoDB reports (ReturnConsumedCapacity) for what a piece of code sends through
 * a document client: the capacity tests and the bench's list reads.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface CapacityMeter {
  /** Runs `work`, adding up the units of the commands it sends that the meter counts, and counting every request it sends. */
  measure<T>(work: () => Promise<T>): Promise<{ units: number; requests: number; result: T }>;
  /** Takes the meter off the client. */
  remove(): void;
}

// Middleware on a document client sees the low-level command's name (GetItemCommand for a GetCommand).
const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);

/** The commands a read sends (a list page: its GetItem, Query and BatchGetItem), for `capacityMeter`. */
export const isReadCommand = (commandName: string): boolean => READ_COMMANDS.has(commandName);

/**
 * Puts a meter on the client: while `measure` runs, each command `counted` selects (by name, e.g.
 * `QueryCommand`) asks for its consumed capacity, and the units add up. Outside `measure` the
 * commands go out unchanged.
 */
export function capacityMeter(
  client: DynamoDBDocumentClient,
  counted: (commandName: string) => boolean = () => true,
): CapacityMeter {
  const name = 'capacityMeter';
  const state = { units: 0, requests: 0, measuring: false };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (state.measuring) state.requests += 1;
      if (!state.measuring || !counted(context.commandName ?? '')) return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const capacity = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      // `TOTAL` answers CapacityUnits; BatchGetItem and TransactWriteItems answer one entry per table.
      for (const entry of [capacity].flat())
        state.units += (entry as { CapacityUnits?: number } | undefined)?.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name },
  );
  return {
    async measure(work) {
      state.units = 0;
      state.requests = 0;
      state.measuring = true;
      try {
        const result = await work();
        return { units: state.units, requests: state.requests, result };
      } finally {
        state.measuring = false;
      }
    },
    remove: () => client.middlewareStack.remove(name),
  };
}
