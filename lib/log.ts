/**
 * The container's structured logger (Powertools), below every layer: the stack's request log
 * (lib/http/observability.ts) and the rare warning of domain code share it. Level and sampling come
 * from POWERTOOLS_LOG_LEVEL and POWERTOOLS_LOGGER_SAMPLE_RATE (stage parameters). Never log a key,
 * a token, a header value or a body.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config';

export const logger = new Logger({ serviceName: config.observability.serviceName });
