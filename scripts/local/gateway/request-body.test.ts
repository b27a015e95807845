import { randomBytes } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import { decodeRequestBody } from './request-body';
import { MINIMUM_COMPRESSION_SIZE } from '../../../lib/http/compression';

// Random content, so that its compressed forms stay above the minimum compression size.
const json = Buffer.from(JSON.stringify({ name: randomBytes(3000).toString('base64') }));
const LIMIT = 10 * 1024 * 1024;

describe('local gateway request decompression', () => {
  it('undoes gzip, deflate and identity, case-insensitively', () => {
    expect(decodeRequestBody(gzipSync(json), 'gzip', LIMIT)).toEqual(json);
    expect(decodeRequestBody(deflateSync(json), 'Deflate', LIMIT)).toEqual(json);
    expect(decodeRequestBody(json, 'identity', LIMIT)).toEqual(json);
    expect(decodeRequestBody(deflateSync(gzipSync(json)), 'gzip, deflate', LIMIT)).toEqual(json);
  });

  it('refuses a coding API Gateway does not support, or a payload not compressed as announced', () => {
    expect(decodeRequestBody(json, 'br', LIMIT)).toBe('unsupported-media-type');
    expect(decodeRequestBody(json, 'gzip', LIMIT)).toBe('unsupported-media-type');
    expect(decodeRequestBody(gzipSync(json), 'deflate', LIMIT)).toBe('unsupported-media-type');
  });

  it('passes a payload below the minimum compression size on as sent, whatever its coding', () => {
    const small = gzipSync(Buffer.from('{"name":"x"}'));
    expect(small.length).toBeLessThan(MINIMUM_COMPRESSION_SIZE);
    expect(decodeRequestBody(small, 'gzip', LIMIT)).toBe(small);
    expect(decodeRequestBody(Buffer.from('{}'), 'br', LIMIT)).toEqual(Buffer.from('{}'));
  });

  it('holds the decoded payload to the payload limit', () => {
    const bomb = gzipSync(Buffer.alloc(2 * 1024 * 1024));
    expect(bomb.length).toBeGreaterThanOrEqual(MINIMUM_COMPRESSION_SIZE);
    expect(decodeRequestBody(bomb, 'gzip', 1024 * 1024)).toBe('too-large');
    expect(decodeRequestBody(bomb, 'gzip', LIMIT)).toHaveLength(2 * 1024 * 1024);
  });

  it('passes a payload without Content-Encoding on untouched', () => {
    const body = gzipSync(json);
    expect(decodeRequestBody(body, undefined, LIMIT)).toBe(body);
  });
});
