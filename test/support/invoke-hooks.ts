/**
 * Checks `invoke` runs around a deployed handler, installed by the integration tests' setup
 * (test/support/log-capture.ts installs the partition-key check), so that loading test/support
 * outside jest (the bench) touches no AWS client or configuration.
 */
export const invokeHooks: { aroundDeployed: <T>(functionName: string, run: () => Promise<T>) => Promise<T> } = {
  aroundDeployed: (_functionName, run) => run(),
};
