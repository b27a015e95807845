import { ConflictError, PreconditionFailedError, ValidationError } from '../errors';
import { StaleWriteError, VERSIONED_WRITE_ATTEMPTS, retryLostRaces, writeVersioned } from './optimistic';

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

  it('by default retries a StaleWriteError, VERSIONED_WRITE_ATTEMPTS times in all', async () => {
    let attempts = 0;
    const failure = retryLostRaces(
      async () => {
        attempts++;
        throw new StaleWriteError();
      },
      { conflictDetail: 'busy' },
    );
    await expect(failure).rejects.toEqual(new ConflictError('busy'));
    expect(attempts).toBe(VERSIONED_WRITE_ATTEMPTS);
  });
});

describe('writeVersioned', () => {
  /** A store holding one record; `writes` conditional writes lose their race `losses` times first. */
  function store(losses: number) {
    const state = { version: 1, value: 'a', reads: 0, losses };
    return {
      state,
      step: (ifMatch: string | undefined, build: (current: { version: number; value: string }) => string) => ({
        read: async () => {
          state.reads++;
          return { version: state.version, value: state.value };
        },
        etag: (current: { version: number }) => `"v${current.version}"`,
        ifMatch,
        build,
        write: async (current: { version: number }, next: string) => {
          if (state.losses > 0) {
            state.losses--;
            state.version++; // another writer won
            throw new StaleWriteError();
          }
          if (current.version !== state.version) throw new StaleWriteError();
          state.version++;
          state.value = next;
          return next;
        },
        conflictDetail: 'busy',
      }),
    };
  }

  it('re-reads and re-applies after a lost race when no If-Match was sent', async () => {
    const { state, step } = store(2);
    await expect(writeVersioned(step(undefined, (current) => `${current.value}+`))).resolves.toBe('a+');
    expect(state.reads).toBe(3);
  });

  it('answers 412 on the re-read when the If-Match no longer holds', async () => {
    const { state, step } = store(1);
    await expect(writeVersioned(step('"v1"', () => 'b'))).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(state.value).toBe('a');
  });

  it('builds (and so validates) before it checks If-Match: a 422 precedes a 412', async () => {
    const { step } = store(0);
    const invalid = new ValidationError([]);
    await expect(
      writeVersioned(
        step('"stale"', () => {
          throw invalid;
        }),
      ),
    ).rejects.toBe(invalid);
  });

  it('answers 409 after ten lost races', async () => {
    const { step } = store(100);
    await expect(writeVersioned(step(undefined, () => 'c'))).rejects.toEqual(new ConflictError('busy'));
  });
});
