import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError, LimitExceededError } from '../errors';
import { type TransactItem, failingWith, storingToken, transactWrite, writeItems } from './transactions';

function cancelled(...codes: string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** A client whose sends fail with the given errors in turn, then succeed; it records what it sent. */
function fakeClient(...failures: Error[]) {
  const sent: unknown[] = [];
  const client = {
    send: async (command: { input: unknown }) => {
      sent.push(command.input);
      const failure = failures.shift();
      if (failure) throw failure;
      return {};
    },
  };
  return { client: client as unknown as DynamoDBDocumentClient, sent };
}

const put = (name: string): TransactItem => ({ Put: { TableName: 't', Item: { PK: name, SK: name } } });

describe('transactWrite', () => {
  it("throws the failed item's own error, whatever its position", async () => {
    const items = [
      put('a'),
      failingWith(put('name'), () => new ConflictError('taken')),
      failingWith(put('slot'), () => new LimitExceededError('users')),
    ];
    for (const [order, failing] of [
      [items, 2],
      [[...items].reverse(), 0],
    ] as const) {
      const { client } = fakeClient(
        cancelled(...order.map((_, index) => (index === failing ? 'ConditionalCheckFailed' : 'None'))),
      );
      await expect(transactWrite(client, order)).rejects.toBeInstanceOf(LimitExceededError);
    }
  });

  it('sends the items without their errors', async () => {
    const { client, sent } = fakeClient();
    await transactWrite(client, [failingWith(put('a'), () => new ConflictError('x'))]);
    expect(sent).toEqual([{ TransactItems: [{ Put: { TableName: 't', Item: { PK: 'a', SK: 'a' } } }] }]);
  });

  it('answers an unexpected failed condition with a plain error (500), not a 503', async () => {
    const { client } = fakeClient(cancelled('ConditionalCheckFailed'));
    const failure = transactWrite(client, [put('a')]);
    await expect(failure).rejects.toThrow('transaction item 0 failed a condition it did not expect');
    await expect(failure).rejects.not.toBeInstanceOf(TransactionCanceledException);
  });

  it('turns a deterministic cancellation into a plain error and keeps capacity reasons as the cancellation (503)', async () => {
    const invalid = fakeClient(cancelled('ValidationError', 'None'));
    await expect(transactWrite(invalid.client, [put('a'), put('b')])).rejects.toThrow(
      'transaction cancelled: ValidationError',
    );
    const throttled = fakeClient(cancelled('ThrottlingError'));
    await expect(transactWrite(throttled.client, [put('a')])).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('retries a conflict and then succeeds', async () => {
    const { client, sent } = fakeClient(cancelled('TransactionConflict'), cancelled('None', 'TransactionConflict'));
    await transactWrite(client, [put('a'), put('b')]);
    expect(sent).toHaveLength(3);
  });
});

describe('writeItems', () => {
  const update: TransactItem = {
    Update: {
      TableName: 't',
      Key: { PK: 'a', SK: 'a' },
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': 1 },
    },
  };

  it('writes one item as a plain conditional write, its failed condition throwing its error', async () => {
    const plain = fakeClient();
    await writeItems(plain.client, [failingWith(update, () => new ConflictError('stale'))]);
    expect(plain.sent).toEqual([update.Update]);
    const failing = fakeClient(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));
    await expect(writeItems(failing.client, [failingWith(update, () => new ConflictError('stale'))])).rejects.toEqual(
      new ConflictError('stale'),
    );
  });

  it("counts a single write as done when its failed condition shows the write's own token stored", async () => {
    // Prepare
    const item = storingToken(
      failingWith(update, () => new ConflictError('stale')),
      'token-1',
    );
    const storedWith = (token: string) =>
      new ConditionalCheckFailedException({
        message: 'failed',
        $metadata: {},
        Item: { PK: { S: 'a' }, write_token: { S: token } },
      });
    const resent = fakeClient(storedWith('token-1'));
    const raced = fakeClient(storedWith('token-2'));
    // Act
    await writeItems(resent.client, [item]);
    const lost = writeItems(raced.client, [item]);
    // Assess
    await expect(lost).rejects.toEqual(new ConflictError('stale'));
    expect(resent.sent).toEqual([{ ...update.Update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }]);
  });

  it('sends a transaction without the write token mark', async () => {
    const { client, sent } = fakeClient();
    await writeItems(client, [
      storingToken(
        failingWith(update, () => new ConflictError('stale')),
        'token-1',
      ),
      put('b'),
    ]);
    expect(sent).toEqual([{ TransactItems: [update, { Put: { TableName: 't', Item: { PK: 'b', SK: 'b' } } }] }]);
  });

  it('writes several items as one transaction', async () => {
    const { client, sent } = fakeClient();
    await writeItems(client, [failingWith(update, () => new ConflictError('stale')), put('b')]);
    expect(sent).toEqual([{ TransactItems: [update, { Put: { TableName: 't', Item: { PK: 'b', SK: 'b' } } }] }]);
  });
});
