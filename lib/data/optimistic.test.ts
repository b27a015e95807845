import { ConflictError } from '../errors';
import { retryLostRaces } from './optimistic';

class LostRace extends Error {}

describe('retryLostRaces', () => {
  const options = { isLostRace: (error: unknown) => error instanceof LostRace, maxAttempts: 3, conflictDetail: 'busy' };

  it('runs the write again until it wins', async () => {
    let attempts = 0;
    const result = await retryLostRaces(async () => {
      attempts++;
      if (attempts < 3) throw new LostRace();
      return 'won';
    }, options);
    expect([result, attempts]).toEqual(['won', 3]);
  });

  it('answers 409 once every attempt has lost', async () => {
    let attempts = 0;
    const failure = retryLostRaces(async () => {
      attempts++;
      throw new LostRace();
    }, options);
    await expect(failure).rejects.toEqual(new ConflictError('busy'));
    expect(attempts).toBe(3);
  });

  it('ends at once on any other error', async () => {
    let attempts = 0;
    const boom = new Error('boom');
    await expect(
      retryLostRaces(async () => {
        attempts++;
        throw boom;
      }, options),
    ).rejects.toBe(boom);
    expect(attempts).toBe(1);
  });
});
