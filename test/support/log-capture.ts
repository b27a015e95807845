/**
 * Integration-test setup (jest setupFilesAfterEnv). It installs the IAM check of `invoke` (actions and partition keys)
 * (test/support/access-recorder.ts), and every structured line the handlers write
 * (Powertools log lines and EMF metrics) is captured instead of printed, and after each test file the
 * capture is scanned: no issued key, no Authorization header value and no request body may appear in
 * it. Fixtures and `invoke` register what must never be logged.
 */
import { invokeHooks } from './invoke-hooks';
import { withAccessCheck } from './access-recorder';
import { registeredSecrets } from './secrets-registry';

// Every deployed handler an integration test invokes may use only its IAM actions and partitions.
invokeHooks.aroundDeployed = withAccessCheck;

const captured: string[] = [];

/** The structured lines captured so far in this test file. */
export function capturedLines(): string[] {
  return [...captured];
}

/** Powertools writes INFO to stdout and ERROR to stderr: both are captured. */
function capture(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream);
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.startsWith('{"level"') || text.startsWith('{"_aws"')) {
      captured.push(...text.split('\n').filter(Boolean));
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof stream.write;
}

capture(process.stdout);
capture(process.stderr);

afterAll(() => {
  for (const line of captured) {
    JSON.parse(line); // every captured line is one JSON document
    for (const secret of registeredSecrets()) {
      if (line.includes(secret))
        throw new Error(`a log line carries a secret (${secret.slice(0, 6)}…): ${line.slice(0, 200)}`);
    }
  }
});
