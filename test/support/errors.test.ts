/** rejectionOf gives the whole of what a call rejects with, and fails when it resolves. */
import { ConflictError } from '../../lib/errors';
import { rejectionOf } from './errors';

describe('rejectionOf', () => {
  it("answers an error's message and own fields, not its stack", async () => {
    expect(await rejectionOf(Promise.reject(new ConflictError('Taken', 'conflict', { id: 'x' })))).toEqual({
      name: 'ConflictError',
      message: 'Taken',
      status: 409,
      code: 'conflict',
      title: 'Conflict',
      expose: true,
      detail: 'Taken',
      headers: {},
      members: { id: 'x' },
    });
    expect(await rejectionOf(Promise.reject('text'))).toEqual({ value: 'text' });
  });

  it('fails when the call resolves', async () => {
    await expect(rejectionOf(Promise.resolve(1))).rejects.toThrow('expected a rejection');
  });
});
