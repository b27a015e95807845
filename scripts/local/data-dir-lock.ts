/**
 * One `npm start` per DATA_DIR: two DynamoDB Locals on one database file, or two s3rvers on one
 * folder, would overwrite each other's data. The lock file names the stack's process and its
 * DynamoDB Local. A start that finds the lock of a stack that died without stopping (`kill -9`)
 * takes it over and stops the DynamoDB Local it left behind, which would otherwise hold its port.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE = 'npm-start.lock';

interface LockRecord {
  pid: number;
  dynamoDbLocalPid?: number;
}

export interface DataDirLock {
  /** Records the stack's DynamoDB Local, so that a later start can stop it if this one dies. */
  recordDynamoDbLocal(pid: number | undefined): void;
  release(): void;
}

/** Whether a process with this pid runs (also one of another user's). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line (Linux), or undefined where /proc cannot tell. */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/** Whether `pid` is still the process the lock named: running, and (where /proc tells) of that kind, not a reused pid. */
function stillRuns(pid: number | undefined, kind: RegExp): pid is number {
  if (pid === undefined || pid === process.pid || !isRunning(pid)) return false;
  const command = commandLine(pid);
  return command === undefined || kind.test(command);
}

function readLock(file: string): LockRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockRecord>;
    return typeof record.pid === 'number' ? { pid: record.pid, dynamoDbLocalPid: record.dynamoDbLocalPid } : undefined;
  } catch {
    return undefined; // absent, or not (yet) a whole record
  }
}

async function stopLeftover(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; waited < 5000 && isRunning(pid); waited += 50) await sleep(50);
}

/** Writes the lock file if none exists (exclusively: two starts at once cannot both claim it). */
function claim(file: string, record: LockRecord): boolean {
  try {
    writeFileSync(file, JSON.stringify(record), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/** Removes the lock of a stack that no longer runs, and its DynamoDB Local; fails if the stack still runs. */
async function removeStaleLock(file: string, dataPath: string): Promise<void> {
  // Empty or half-written: a start that died writing it, or one writing it right now.
  const previous = readLock(file) ?? (await sleep(200).then(() => readLock(file)));
  if (previous && stillRuns(previous.pid, /node|tsx/)) {
    throw new Error(
      `DATA_DIR ${dataPath} is used by another npm start (process ${previous.pid}): stop it, or give this stack its own DATA_DIR (if none runs, delete ${file})`,
    );
  }
  const leftover = previous?.dynamoDbLocalPid;
  if (stillRuns(leftover, /DynamoDBLocal\.jar/)) {
    console.log(`Stopping the DynamoDB Local (process ${leftover}) left running by an npm start that did not stop…`);
    await stopLeftover(leftover);
  }
  rmSync(file, { force: true });
}

/** Claims `dataPath` for this process, or fails naming the stack that uses it. */
export async function lockDataDir(dataPath: string): Promise<DataDirLock> {
  mkdirSync(dataPath, { recursive: true });
  const file = join(dataPath, LOCK_FILE);
  let record: LockRecord = { pid: process.pid };
  if (!claim(file, record)) {
    await removeStaleLock(file, dataPath);
    if (!claim(file, record))
      throw new Error(`DATA_DIR ${dataPath} was claimed by another npm start at the same moment`);
  }
  let released = false;
  return {
    recordDynamoDbLocal(pid) {
      record = { ...record, dynamoDbLocalPid: pid };
      if (!released) writeFileSync(file, JSON.stringify(record));
    },
    release() {
      if (released) return;
      released = true;
      if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
