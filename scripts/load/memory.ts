/**
 * The resident memory of `npm start`'s gateway: the Node process that serves the API and hosts the
 * functions (tsx runs it as a child of the pid we spawned; DynamoDB Local's JVM is its child again and
 * is not counted).
 */
import { execFileSync } from 'node:child_process';

interface ProcessRow {
  pid: number;
  ppid: number;
  rssKb: number;
  args: string;
}

function processes(): ProcessRow[] {
  const output = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' });
  return output
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), rssKb: Number(match[3]), args: match[4] ?? '' }));
}

/** The pid of the Node process running scripts/start.ts under the spawned pid: the deepest one (tsx's own CLI is its parent). */
export function gatewayPid(spawnedPid: number): number {
  const rows = processes();
  let gateway = spawnedPid;
  const queue = [spawnedPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    const row = rows.find((candidate) => candidate.pid === pid);
    if (row?.args.includes('scripts/start.ts')) gateway = pid;
    queue.push(...rows.filter((candidate) => candidate.ppid === pid).map((child) => child.pid));
  }
  return gateway;
}

/** Resident set size of a process in MiB. */
export function rssMiB(pid: number): number {
  const row = processes().find((candidate) => candidate.pid === pid);
  if (!row) throw new Error(`process ${pid} is gone`);
  return row.rssKb / 1024;
}
