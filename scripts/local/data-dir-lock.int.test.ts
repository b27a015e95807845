/** The DATA_DIR lock of npm start: one stack per directory, and what a stack that died leaves behind. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, isRunning, lockDataDir } from './data-dir-lock';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

/** A running node process that is not this one. */
function otherNodeProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
}

/** The pid of a process that has exited. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((done) => child.once('exit', done));
  return child.pid ?? 0;
}

function dataDirWithLock(record: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'bo-lock-'));
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(record));
  return dir;
}

describe('lockDataDir', () => {
  it('refuses a directory whose stack still runs', async () => {
    // Prepare
    const pid = otherNodeProcess();
    const dir = dataDirWithLock({ pid });
    // Act
    const claim = lockDataDir(dir);
    // Assess
    await expect(claim).rejects.toThrow(`is used by another npm start (process ${pid})`);
  });

  it('takes over the lock of a stack that died, and leaves a process that merely reuses its pids alone', async () => {
    // Prepare: the dead stack's "DynamoDB Local" pid now belongs to a process of another kind
    const bystander = otherNodeProcess();
    const dir = dataDirWithLock({ pid: await exitedPid(), dynamoDbLocalPid: bystander });
    // Act
    const lock = await lockDataDir(dir);
    lock.recordDynamoDbLocal(1234);
    // Assess
    expect(isRunning(bystander)).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual({
      pid: process.pid,
      dynamoDbLocalPid: 1234,
    });
    lock.release();
    expect(() => readFileSync(join(dir, LOCK_FILE))).toThrow(/ENOENT/);
    (await lockDataDir(dir)).release();
  });
});
