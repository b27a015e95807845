import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RUNNER = resolve(__dirname, 'lambda-runtime.mjs');

describe('the cold-start runner (a model of the Lambda Node.js runtime)', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'lambda-runtime-'));
    writeFileSync(join(work, 'event.json'), JSON.stringify({ path: '/probe' }));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  function runHandler(source: string, withEvent: boolean) {
    const bundle = join(work, `handler-${Math.random().toString(36).slice(2)}.js`);
    writeFileSync(bundle, source);
    return spawnSync(process.execPath, [RUNNER, bundle, withEvent ? join(work, 'event.json') : ''], {
      encoding: 'utf8',
    });
  }

  it('loads http before the handler, as the runtime client does, and invokes a CommonJS handler with the event', () => {
    const result = runHandler(
      [
        // What the process had loaded when the handler module started loading.
        "const httpLoadedFirst = process.moduleLoadList.includes('NativeModule http');",
        'exports.handler = async (event) => { process.stderr.write(JSON.stringify({ httpLoadedFirst, path: event.path })); return { statusCode: 200, body: "" }; };',
      ].join('\n'),
      true,
    );
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stderr)).toEqual({ httpLoadedFirst: true, path: '/probe' });
    expect(Number(/^cpu_ms=(\S+)$/m.exec(result.stdout)?.[1])).toBeGreaterThan(0);
    expect(/^status=(\d+)$/m.exec(result.stdout)?.[1]).toBe('200');
  });

  it('measures the require alone when no event is given', () => {
    const result = runHandler('exports.handler = async () => { throw new Error("not to be invoked"); };', false);
    expect(result.status).toBe(0);
    expect(Number(/^cpu_ms=(\S+)$/m.exec(result.stdout)?.[1])).toBeGreaterThan(0);
  });

  it('fails the run when the first invocation answers a 5xx', () => {
    const result = runHandler('exports.handler = async () => ({ statusCode: 503, body: "down" });', true);
    expect(result.status).toBe(2);
    expect(result.stdout).not.toMatch(/cpu_ms=/);
  });
});
