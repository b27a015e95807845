import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../errors';
import { StaleWriteError } from './optimistic';
import { versionedRecords } from './versioned-records';
import type { RecordRequest } from './versioning';

const COMPANY = 'company-1';
const ID = '0190f3a4-5b6c-7d8e-9f01-00000000a001';

interface Note {
  note_uuid: string;
  text: string;
  version: number;
  updated_at: string;
}

/**
 * An in-memory store of one company's notes, with the version condition of the real repositories.
 * `beforeSave` runs before each conditional write: a test plays another writer there.
 */
function notes() {
  const stored = new Map<string, Note>([
    [ID, { note_uuid: ID, text: 'first', version: 1, updated_at: '2026-01-01T00:00:00.000Z' }],
  ]);
  const saves: Note[] = [];
  const hooks: { beforeSave: (current: Note) => void } = { beforeSave: () => undefined };
  const conditional = (current: Note) => {
    if (stored.get(current.note_uuid)?.version !== current.version) throw new StaleWriteError('note');
  };
  const records = versionedRecords<Note, { text: string }>({
    name: 'note',
    get: async (companyUuid, uuid) => (companyUuid === COMPANY ? stored.get(uuid) : undefined),
    etag: (note) => `"v${note.version}"`,
    toVersioned: (note) => ({ record: { text: note.text }, etag: `"v${note.version}"` }),
    save: async (current, next) => {
      hooks.beforeSave(current);
      conditional(current);
      saves.push(next);
      stored.set(next.note_uuid, next);
    },
    erase: async (current) => {
      conditional(current);
      stored.delete(current.note_uuid);
    },
  });
  return { stored, saves, records, hooks };
}

const request = (overrides: Partial<RecordRequest> = {}): RecordRequest => ({
  companyUuid: COMPANY,
  id: ID,
  ...overrides,
});

describe('versionedRecords', () => {
  it('answers the record a request names with its ETag, and 404 for a missing, foreign or non-UUID id', async () => {
    const { records } = notes();
    await expect(records.get(request())).resolves.toEqual({ record: { text: 'first' }, etag: '"v1"' });
    for (const other of [
      request({ id: null }),
      request({ id: '0190f3a4-5b6c-7d8e-9f01-00000000a002' }),
      request({ companyUuid: 'company-2' }),
    ]) {
      await expect(records.get(other)).rejects.toEqual(new NotFoundError('The note does not exist'));
    }
  });

  it('edits into a new stamped version under If-Match', async () => {
    const { records, stored } = notes();
    const answer = await records.edit(request({ ifMatch: '"v1"' }), () => ({ text: 'second' }));
    expect(answer).toEqual({ record: { text: 'second' }, etag: '"v2"' });
    expect(stored.get(ID)).toEqual({
      note_uuid: ID,
      text: 'second',
      version: 2,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('checks the next version before If-Match (422 before 412) and writes nothing on either', async () => {
    const { records, saves } = notes();
    const invalid = () => {
      throw ValidationError.field('text', 'too_big', 'Too long');
    };
    await expect(records.edit(request({ ifMatch: '"v9"' }), () => ({ text: 'x' }), invalid)).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(records.edit(request({ ifMatch: '"v9"' }), () => ({ text: 'x' }))).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    await expect(records.remove(request({ ifMatch: 'W/"v1"' }))).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(saves).toEqual([]);
  });

  it('re-applies a change to the newer record after a lost race, and gives up with 409', async () => {
    const { records, stored, hooks } = notes();
    let races = 1;
    hooks.beforeSave = (current) => {
      if (races-- > 0) stored.set(ID, { ...current, text: 'theirs', version: current.version + 1 });
    };
    await expect(records.edit(request(), (current) => ({ text: `${current.text}+mine` }))).resolves.toEqual({
      record: { text: 'theirs+mine' },
      etag: '"v3"',
    });
    hooks.beforeSave = () => {
      throw new StaleWriteError('note');
    };
    await expect(records.edit(request(), () => ({ text: 'never' }))).rejects.toEqual(
      new ConflictError('The note is being changed concurrently; retry'),
    );
  });

  it('deletes the record it read', async () => {
    const { records, stored } = notes();
    await records.remove(request({ ifMatch: '*' }));
    expect(stored.has(ID)).toBe(false);
    await expect(records.remove(request())).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('versionedRecords with an insert', () => {
  interface Memo {
    memo_uuid: string;
    company_uuid: string;
    text: string;
    created_at: string;
    updated_at: string;
    version: number;
  }

  /** An in-memory store whose insert refuses an id it holds, as a conditional Put would. */
  function memos() {
    const stored = new Map<string, Memo>();
    const records = versionedRecords<Memo, { text: string }, 'memo_uuid'>({
      name: 'memo',
      id: 'memo_uuid',
      get: async (companyUuid, uuid) => (stored.get(uuid)?.company_uuid === companyUuid ? stored.get(uuid) : undefined),
      etag: (memo) => `"v${memo.version}"`,
      toVersioned: (memo) => ({ record: { text: memo.text }, etag: `"v${memo.version}"` }),
      save: async () => undefined,
      erase: async () => undefined,
      insert: async (memo) => {
        if (stored.has(memo.memo_uuid)) throw new ConflictError('taken');
        stored.set(memo.memo_uuid, memo);
      },
    });
    return { stored, records };
  }

  it('creates version 1 of the company, stamped, under the idempotent id when given', async () => {
    const { stored, records } = memos();
    await expect(records.create(COMPANY, { text: 'hello' }, { idempotentId: ID })).resolves.toEqual({
      record: { text: 'hello' },
      etag: '"v1"',
    });
    const memo = stored.get(ID) as Memo;
    expect(memo).toEqual({
      memo_uuid: ID,
      company_uuid: COMPANY,
      text: 'hello',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: memo.created_at,
      version: 1,
    });
  });

  it('answers the record an earlier attempt of the same request made, and checks before it inserts', async () => {
    const { stored, records } = memos();
    await records.create(COMPANY, { text: 'first' }, { idempotentId: ID });
    await expect(records.create(COMPANY, { text: 'again' }, { idempotentId: ID })).resolves.toEqual({
      record: { text: 'first' },
      etag: '"v1"',
    });
    const invalid = () => {
      throw ValidationError.field('text', 'too_big', 'Too long');
    };
    await expect(records.create(COMPANY, { text: 'x' }, { check: invalid })).rejects.toBeInstanceOf(ValidationError);
    expect(stored.size).toBe(1);
  });
});
