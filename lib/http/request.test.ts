import {
  MalformedRequestError,
  NotAcceptableError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../errors';
import {
  assertAcceptsJson,
  decodeBody,
  exceedsJsonDepth,
  normalizeHeaders,
  queryParameters,
  requestIdFrom,
} from './request';

describe('requestIdFrom', () => {
  it.each(['a', 'A-b_c.1', 'x'.repeat(128)])('keeps %p', (id) => expect(requestIdFrom(id)).toBe(id));
  it.each(['', 'x'.repeat(129), 'has space', 'semi;colon', 'ünïcode'])('replaces %p', (id) => {
    expect(requestIdFrom(id)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('assertAcceptsJson', () => {
  it.each([
    undefined,
    '',
    'application/json',
    'APPLICATION/JSON',
    '*/*;q=0.1',
    'text/html, application/problem+json',
    'application/*',
    'application/json, */*;q=0',
    'application/xml;q=0, */*',
    'application/json;q=abc',
    'application/json;q=',
    'application/json;q=-1',
    'application/json;q=0.0001',
  ])('accepts %p', (accept) => {
    expect(() => assertAcceptsJson(accept)).not.toThrow();
  });
  it.each([
    'text/html',
    'image/*',
    'application/json;q=0',
    'text/plain, application/xml',
    'application/json;q=0, application/problem+json',
    'application/json;q=0, */*',
    'application/*;q=0, */*',
    '*/*;q=0',
    'application/json;q=0.000',
  ])('rejects %p', (accept) => {
    expect(() => assertAcceptsJson(accept)).toThrow(NotAcceptableError);
  });
});

describe('decodeBody', () => {
  const json = (text: string) => Buffer.from(text);

  it('checks the JSON body of a body-less route up to its syntax and nesting, then ignores it', () => {
    expect(decodeBody('none', 'application/json', json('[1, "x"]'), 10).json).toBeUndefined();
    expect(() => decodeBody('none', 'application/json', json('{not parsed'), 20)).toThrow(MalformedRequestError);
    expect(() => decodeBody('none', 'application/json', json('[1, 2, 3, 4, 5, 6]'), 10)).toThrow(PayloadTooLargeError);
    expect(() => decodeBody('none', 'application/json', json(`${'['.repeat(65)}${']'.repeat(65)}`), 200)).toThrow(
      MalformedRequestError,
    );
    expect(decodeBody('json', undefined, undefined, 10).json).toBeUndefined();
  });

  it.each([
    ['a value', String.raw`{"name": "a\ud800"}`],
    ['a trailing surrogate first', String.raw`{"name": "\udc00\ud800"}`],
    ['a key', String.raw`{"settings": {"\udfff": 1}}`],
    ['an array deep inside', String.raw`{"a": [1, {"b": ["ok", "x\uDBFFy"]}]}`],
  ])('refuses an unpaired surrogate escape in %s (400: no Unicode text to store)', (_where, text) => {
    expect(() => decodeBody('json', 'application/json', json(text), 1000)).toThrow(/unpaired UTF-16 surrogate/);
  });

  it('walks a body with a surrogate escape and a 300,000-element array without overflowing the stack', () => {
    const text = `{"name": "\\ud83d\\ude00", "x": [${Array(300_000).fill(0).join(',')}]}`;
    expect((decodeBody('json', 'application/json', json(text), 2_000_000).json as { x: unknown[] }).x).toHaveLength(
      300_000,
    );
  });

  it('accepts surrogate pairs and text that only looks like an escape', () => {
    expect(
      decodeBody('json', 'application/json', json(String.raw`{"emoji": "\ud83d\ude00", "\uD83D\uDE00": 1}`), 1000).json,
    ).toEqual({ emoji: '😀', '😀': 1 });
    expect(decodeBody('json', 'application/json', json(String.raw`{"path": "C:\\ud800"}`), 1000).json).toEqual({
      path: String.raw`C:\ud800`,
    });
  });

  it('refuses a body of another type even where the operation takes none', () => {
    expect(() => decodeBody('none', 'text/plain', json('x'), 10)).toThrow(UnsupportedMediaTypeError);
    expect(() => decodeBody('none', undefined, json('x'), 10)).toThrow(UnsupportedMediaTypeError);
  });

  it('checks type, then size, then syntax, then shape', () => {
    expect(() => decodeBody('json', 'text/plain', json('x'.repeat(50)), 10)).toThrow(UnsupportedMediaTypeError);
    expect(() => decodeBody('json', 'application/json', json('x'.repeat(50)), 10)).toThrow(PayloadTooLargeError);
    expect(() => decodeBody('json', 'application/json', json('{'), 10)).toThrow(MalformedRequestError);
    expect(() => decodeBody('json', 'application/json', json('"text"'), 10)).toThrow(ValidationError);
    expect(decodeBody('json', 'Application/JSON; charset=UTF-8', json('{"a":1}'), 10).json).toEqual({ a: 1 });
  });

  it('requires multipart/form-data on multipart routes and keeps the raw bytes', () => {
    expect(() => decodeBody('multipart', 'application/json', json('{}'), 10)).toThrow(UnsupportedMediaTypeError);
    expect(decodeBody('multipart', 'multipart/form-data; boundary=x', json('--x--'), 10).raw?.toString()).toBe('--x--');
  });
});

describe('normalizeHeaders and queryParameters', () => {
  it('lower-cases header names', () => {
    expect(normalizeHeaders({ headers: { 'X-Request-Id': 'a', Accept: 'b' }, multiValueHeaders: {} })).toEqual({
      'x-request-id': 'a',
      accept: 'b',
    });
  });

  it('keeps repeated query parameters as lists', () => {
    const query = queryParameters({
      queryStringParameters: { page: '2', role: 'b' },
      multiValueQueryStringParameters: { page: ['2'], role: ['a', 'b'] },
    });
    expect(query).toEqual({ page: '2', role: ['a', 'b'] });
  });

  it('keeps a parameter named __proto__ as a plain key, never as the prototype', () => {
    // Prepare: the event as Lambda parses it from JSON
    const event = JSON.parse(
      '{"queryStringParameters":{"__proto__":"b","page":"2"},"multiValueQueryStringParameters":{"__proto__":["a","b"],"page":["2"]}}',
    );
    // Act
    const query = queryParameters(event);
    // Assess
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.entries(query)).toEqual([
      ['__proto__', ['a', 'b']],
      ['page', '2'],
    ]);
  });
});

describe('exceedsJsonDepth', () => {
  const nested = (levels: number): string => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

  it('counts objects and arrays together, the body itself being level 1', () => {
    expect(exceedsJsonDepth(nested(64))).toBe(false);
    expect(exceedsJsonDepth(nested(65))).toBe(true);
    expect(exceedsJsonDepth(`{"a":${'['.repeat(63)}${']'.repeat(63)}}`)).toBe(false);
    expect(exceedsJsonDepth(`{"a":${'['.repeat(64)}${']'.repeat(64)}}`)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`)).toBe(false);
  });

  it('handles 1,000,000 levels without recursion', () => {
    expect(exceedsJsonDepth('['.repeat(1_000_000) + ']'.repeat(1_000_000))).toBe(true);
  });

  it('makes decodeBody answer 400 for a body nested 65 levels', () => {
    expect(() => decodeBody('json', 'application/json', Buffer.from(nested(65)), 1024 * 1024)).toThrow(
      MalformedRequestError,
    );
    expect(decodeBody('json', 'application/json', Buffer.from(nested(64)), 1024 * 1024).json).toBeDefined();
  });
});
