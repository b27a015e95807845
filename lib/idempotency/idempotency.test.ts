import { ValidationError } from '../errors';
import { assertValidIdempotencyKey, idempotencyKey, idempotentRecordId, scopeHash } from './idempotency';

const scope = { keyId: 'key-1', method: 'POST', path: '/api/v1/categories', idempotencyKey: 'abc' };

describe('assertValidIdempotencyKey', () => {
  it.each([
    'a',
    '~'.repeat(255),
    "!#$%&'()*+,-./0123456789:;<=>?@AZ[\\]^_`az{|}~",
    '0190a7c4-1f2e-7d3a-9b1c-2e4f6a8b0c1d',
  ])('accepts %j', (value) => {
    expect(() => assertValidIdempotencyKey(value)).not.toThrow();
  });

  it.each([
    ['', 'too_small'],
    ['x'.repeat(256), 'too_big'],
    ['with space', 'invalid_format'],
    ['tab\there', 'invalid_format'],
    ['ключ', 'invalid_format'],
    ['del\x7f', 'invalid_format'],
  ])('rejects %j with %s at Idempotency-Key', (value, code) => {
    let thrown: unknown;
    try {
      assertValidIdempotencyKey(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).status).toBe(422);
    expect((thrown as ValidationError).errors).toEqual([
      { path: 'Idempotency-Key', code, message: expect.any(String) },
    ]);
  });
});

describe('scopeHash', () => {
  it('separates callers, methods, paths and keys', () => {
    const base = scopeHash(scope);
    expect(scopeHash({ ...scope, keyId: 'key-2' })).not.toBe(base);
    expect(scopeHash({ ...scope, method: 'PUT' })).not.toBe(base);
    expect(scopeHash({ ...scope, path: '/api/v1/companies/x/automations' })).not.toBe(base);
    expect(scopeHash({ ...scope, idempotencyKey: 'abd' })).not.toBe(base);
  });

  it('ignores the case of the path and a trailing slash', () => {
    expect(scopeHash({ ...scope, path: '/API/v1/Categories/' })).toBe(scopeHash(scope));
  });

  it('keeps the parts unambiguous', () => {
    expect(scopeHash({ ...scope, keyId: 'a', idempotencyKey: 'bc' })).not.toBe(
      scopeHash({ ...scope, keyId: 'ab', idempotencyKey: 'c' }),
    );
  });

  it('names the record IDEMPOTENCY#<sha256>', () => {
    expect(idempotencyKey(scopeHash(scope))).toEqual({
      PK: expect.stringMatching(/^IDEMPOTENCY#[0-9a-f]{64}$/),
      SK: 'IDEMPOTENCY',
    });
  });
});

describe('idempotentRecordId', () => {
  it('is one lower-case UUIDv5 per record key, body and life of the key, another when any differs', () => {
    const id = idempotentRecordId(scopeHash(scope), 'body-1', 'life-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotentRecordId(scopeHash(scope), 'body-1', 'life-1')).toBe(id);
    expect(idempotentRecordId(scopeHash(scope), 'body-2', 'life-1')).not.toBe(id);
    expect(idempotentRecordId(scopeHash({ ...scope, idempotencyKey: 'abd' }), 'body-1', 'life-1')).not.toBe(id);
    expect(idempotentRecordId(scopeHash(scope), 'body-1', 'life-2')).not.toBe(id);
  });
});
