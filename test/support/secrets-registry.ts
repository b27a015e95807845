/** What must never reach a log line (keys, Authorization values, request bodies), registered by fixtures and `invoke`. */
const secrets = new Set<string>();

/** Registers something that must never be logged; short values (ids, `{}`) are not secrets. */
export function neverLog(secret: string | null | undefined): void {
  if (secret && secret.length >= 16) secrets.add(secret);
}

/** Everything registered so far in this test file. */
export function registeredSecrets(): ReadonlySet<string> {
  return secrets;
}
