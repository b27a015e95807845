import { createHash } from 'node:crypto';
import { bearerSecret } from './bearer-secret';

const apiKeys = bearerSecret('bo_');
const invitationTokens = bearerSecret('bo_inv_');

describe('A kind of bearer secret', () => {
  it('generates 32 random bytes behind its prefix, never the same twice', () => {
    // Act
    const [first, second] = [apiKeys.generate(), apiKeys.generate()];

    // Assess
    expect(first).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.slice(3), 'base64url')).toHaveLength(32);
    expect(second).not.toBe(first);
  });

  it("tells its own secrets from another kind's by shape alone", () => {
    // Arrange
    const key = apiKeys.generate();
    const token = invitationTokens.generate();

    // Assess
    expect(apiKeys.hasShape(key)).toBe(true);
    expect(invitationTokens.hasShape(token)).toBe(true);
    expect(apiKeys.hasShape(token)).toBe(false);
    expect(invitationTokens.hasShape(key)).toBe(false);
    expect(apiKeys.hasShape(`${key}x`)).toBe(false);
    expect(apiKeys.hasShape(key.replace(/.$/, '='))).toBe(false);
  });

  it('stores the SHA-256 of a secret, in hex', () => {
    // Act
    const hash = apiKeys.hash('bo_example');

    // Assess
    expect(hash).toBe(createHash('sha256').update('bo_example', 'utf8').digest('hex'));
    expect(invitationTokens.hash('bo_example')).toBe(hash);
  });
});
