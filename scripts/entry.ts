/**
 * The error boundary of a command-line script. Its modules read the configuration as they load
 * (lib/config.ts), so the script's module is loaded here: an invalid variable is then one line on
 * stderr, like the script's other failures, not a stack trace.
 */
export function runScript(load: () => Promise<unknown>, failurePrefix: string): void {
  load().catch((error: unknown) => {
    process.stderr.write(`${failurePrefix}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
