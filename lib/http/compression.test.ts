import { MINIMUM_COMPRESSION_SIZE, mayBeCompressed, varyWith } from './compression';

describe('compression', () => {
  it('counts the UTF-8 bytes of a body against the minimum size', () => {
    expect(mayBeCompressed('a'.repeat(MINIMUM_COMPRESSION_SIZE - 1))).toBe(false);
    expect(mayBeCompressed('a'.repeat(MINIMUM_COMPRESSION_SIZE))).toBe(true);
    // 342 characters of 3 bytes each: 1,026 bytes.
    expect(mayBeCompressed('€'.repeat(342))).toBe(true);
    expect(mayBeCompressed(Buffer.alloc(MINIMUM_COMPRESSION_SIZE - 1))).toBe(false);
    expect(mayBeCompressed(Buffer.alloc(MINIMUM_COMPRESSION_SIZE))).toBe(true);
  });

  it('names a field in Vary once, keeping what it named', () => {
    expect(varyWith(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWith(' ', 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWith('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(varyWith('Origin, accept-encoding', 'Accept-Encoding')).toBe('Origin, accept-encoding');
    expect(varyWith('*', 'Origin')).toBe('*');
  });
});
