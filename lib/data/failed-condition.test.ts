import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError } from '../errors';
import { conditionalWrite } from './failed-condition';

/** A client whose one send fails with `failure` (or answers `answer`); it records what it sent. */
function fakeClient(failure?: Error, answer: Record<string, unknown> = {}) {
  const sent: unknown[] = [];
  const send = async (command: { input: unknown }) => {
    sent.push(command.input);
    if (failure) throw failure;
    return answer;
  };
  return { client: { send } as unknown as DynamoDBDocumentClient, sent };
}

const failedOn = (item?: Record<string, { S: string }>) =>
  new ConditionalCheckFailedException({ message: 'failed', $metadata: {}, Item: item });

describe('conditionalWrite', () => {
  const update = {
    Update: {
      TableName: 't',
      Key: { PK: 'a', SK: 'a' },
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': 1 },
      ReturnValues: 'ALL_NEW' as const,
    },
  };
  const failures = {
    writeToken: 'token-1',
    absent: () => new NotFoundError('gone'),
    refused: () => new ConflictError('stale'),
  };

  it('answers the written item, asking for the stored one should the condition fail', async () => {
    const { client, sent } = fakeClient(undefined, { Attributes: { PK: 'a', n: 1 } });
    await expect(conditionalWrite(client, update, failures)).resolves.toEqual({ PK: 'a', n: 1 });
    expect(sent).toEqual([{ ...update.Update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }]);
  });

  it("answers the stored item when it carries the write's own token: a resend of an applied write", async () => {
    const { client } = fakeClient(failedOn({ PK: { S: 'a' }, write_token: { S: 'token-1' } }));
    await expect(conditionalWrite(client, update, failures)).resolves.toEqual({ PK: 'a', write_token: 'token-1' });
  });

  it("throws absent() without a stored item, refused() on another write's item", async () => {
    await expect(conditionalWrite(fakeClient(failedOn()).client, update, failures)).rejects.toEqual(
      new NotFoundError('gone'),
    );
    const raced = failedOn({ PK: { S: 'a' }, write_token: { S: 'token-2' } });
    await expect(conditionalWrite(fakeClient(raced).client, update, failures)).rejects.toEqual(
      new ConflictError('stale'),
    );
    await expect(
      conditionalWrite(fakeClient(failedOn()).client, update, { refused: failures.refused }),
    ).rejects.toEqual(new ConflictError('stale'));
    await expect(conditionalWrite(fakeClient(raced).client, update)).rejects.toBe(raced);
  });
});
