/** The S3 client, created once per container. */
import { S3Client } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '../config';
import { localCredentials } from './local';

/** Builds an S3 client; exported so tests and scripts can point one at another endpoint. */
export function createS3Client(endpoint = config.s3Endpoint): S3Client {
  return new S3Client({
    region: config.region,
    endpoint,
    ...(endpoint && config.isLocal ? { credentials: localCredentials, forcePathStyle: true } : {}),
    // Emulators store streamed uploads with chunk framing unless checksums are off by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // An upload of 4 MiB may take a while, so the bound is on silence (2.5 s without a byte, 3
    // attempts) rather than on the whole request, which smithy's requestTimeout would be.
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, socketTimeout: 2500 }),
  });
}

export const s3Client: S3Client = /* @__PURE__ */ createS3Client();
export const bucketName: string = config.bucketName;
