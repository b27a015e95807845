/**
 * Replaces `@aws-sdk/credential-provider-node` in Lambda bundles (esbuild `alias` in
 * serverless/esbuild-options.cjs). Lambda always hands a function its role's credentials in the
 * environment, so the SDK's default chain (SSO, INI files, IMDS, STS web identity, …) is ~130 KB
 * of code that can never run there; dropping it shrinks every bundle and its cold start.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type FromEnvInit = Parameters<typeof fromEnv>[0];

/** The SDK's `defaultProvider` signature, answering from the environment only. */
export const defaultProvider = (init?: FromEnvInit): ReturnType<typeof fromEnv> => fromEnv(init);
