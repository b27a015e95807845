/**
 * An in-memory store of versioned records for the unit tests of `*-writes.ts`: the conditional
 * writes a repository makes (create once per id, update and delete only while the version read is
 * still stored), and a hook that lets a test change the record between a write's read and its save,
 * as a concurrent request would.
 */
import { StaleWriteError } from '../../lib/data/optimistic';

export interface FakeRecords<Stored extends { version: number }> {
  records: Map<string, Stored>;
  get(id: string): Promise<Stored | undefined>;
  create(record: Stored): Promise<void>;
  save(current: Stored, next: Stored): Promise<void>;
  erase(current: Stored): Promise<void>;
  /** Runs once, just before the next save is checked: a concurrent write landing first. */
  beforeNextSave(change: (stored: Stored) => Stored): void;
  /** Every save attempted, in order (lost races included). */
  saves: Stored[];
}

export function fakeRecords<Stored extends { version: number }>(
  idOf: (record: Stored) => string,
  conflict: (record: Stored) => Error,
): FakeRecords<Stored> {
  const records = new Map<string, Stored>();
  let pending: ((stored: Stored) => Stored) | undefined;
  const saves: Stored[] = [];
  const stillStored = (current: Stored): Stored => {
    const stored = records.get(idOf(current));
    if (!stored || stored.version !== current.version) throw new StaleWriteError('record');
    return stored;
  };
  return {
    records,
    saves,
    get: async (id) => {
      const stored = records.get(id);
      return stored && structuredClone(stored);
    },
    create: async (record) => {
      if (records.has(idOf(record))) throw conflict(record);
      records.set(idOf(record), structuredClone(record));
    },
    save: async (current, next) => {
      saves.push(structuredClone(next));
      const change = pending;
      pending = undefined;
      if (change) {
        const stored = records.get(idOf(current));
        if (stored) records.set(idOf(current), change(stored));
      }
      stillStored(current);
      records.set(idOf(next), structuredClone(next));
    },
    erase: async (current) => {
      stillStored(current);
      records.delete(idOf(current));
    },
    beforeNextSave: (change) => {
      pending = change;
    },
  };
}
