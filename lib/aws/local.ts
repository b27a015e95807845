/**
 * Credentials for the emulators. s3rver only accepts its built-in S3RVER/S3RVER pair; DynamoDB
 * Local accepts any. Static credentials also avoid a slow credential-chain lookup.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
