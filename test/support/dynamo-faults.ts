/**
 * Faults injected into the real DynamoDB client the handlers use: answers lost after DynamoDB applied
 * a write (a dropped connection below the SDK's retry step, so the SDK sends the write again), and
 * commands that fail before they reach DynamoDB. `removeDynamoFaults` takes every one off again.
 */
import { documentClient } from '../../lib/aws/dynamo';

/** Which commands a fault hits, from the command's name (`UpdateItem`) and its input. */
export type CommandMatch = (command: string, input: unknown) => boolean;

/** The error of a dropped connection, which the SDK retries. */
export const droppedConnection = (): Error => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
const installed: string[] = [];

/** The name of a new fault, kept for `removeDynamoFaults`. */
function faultName(): string {
  const name = `dynamoFault${installed.length}`;
  installed.push(name);
  return name;
}

const commandOf = (context: { commandName?: string }): string => String(context.commandName).replace(/Command$/, '');

/** The first `times` matching commands are applied by DynamoDB, but their answers are lost. */
export function loseAnswers(match: CommandMatch, times: number): void {
  let lost = 0;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (match(commandOf(context), args.input) && lost < times) {
        lost++;
        throw droppedConnection();
      }
      return result;
    },
    { step: 'deserialize', name: faultName() },
  );
}

/**
 * DynamoDB's answer to a request over the table's throughput (or a throttled on-demand table), as
 * the client throws it once its retries are spent.
 */
export const throttled = (): Error =>
  Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded.'), {
    name: 'ProvisionedThroughputExceededException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
  });

/** Every matching command fails before it reaches DynamoDB, with `error` (a dropped connection unless told). */
export function failBeforeDynamo(match: CommandMatch, error: () => Error = droppedConnection): void {
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (match(commandOf(context), args.input)) throw error();
      return next(args);
    },
    { step: 'initialize', name: faultName() },
  );
}

/** Every matching command waits `ms` before it goes on to DynamoDB: a stalled connection. */
export function stallBeforeDynamo(match: CommandMatch, ms: number): void {
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (match(commandOf(context), args.input)) await new Promise((resolve) => setTimeout(resolve, ms).unref());
      return next(args);
    },
    { step: 'initialize', name: faultName() },
  );
}

/** Removes every fault installed so far: the client works again. */
export function removeDynamoFaults(): void {
  for (const name of installed.splice(0)) documentClient.middlewareStack.remove(name);
}

type Key = { PK: string; SK: string };
type KeyedInput = { Key?: Record<string, unknown>; Item?: Record<string, unknown> };

/** A key attribute's value, whether the input is still plain (initialize) or already marshalled (deserialize). */
function keyValue(input: KeyedInput, attribute: 'PK' | 'SK'): unknown {
  const value = input.Key?.[attribute] ?? input.Item?.[attribute];
  return typeof value === 'object' && value !== null ? (value as { S?: string }).S : value;
}

/** `command`s on the item at `key`. */
export const onItem =
  (command: string, key: Key): CommandMatch =>
  (name, input) =>
    name === command &&
    keyValue(input as KeyedInput, 'PK') === key.PK &&
    keyValue(input as KeyedInput, 'SK') === key.SK;

/** `command`s whose input mentions `text` (a partition, a key prefix). */
export const mentioning =
  (command: string, text: string): CommandMatch =>
  (name, input) =>
    name === command && JSON.stringify(input).includes(text);
