import { MalformedRequestError, NotAcceptableError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { assertAcceptsJson, decodeBody, normalizeHeaders, queryParameters, requestIdFrom } from './request';

describe('requestIdFrom', () => {
  it.each(['a', 'A-b_c.1', 'x'.repeat(128)])('keeps %p', (id) => expect(requestIdFrom(id)).toBe(id));
  it.each(['', 'x'.repeat(129), 'has space', 'semi;colon', 'ünïcode'])('replaces %p', (id) => {
    expect(requestIdFrom(id)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('assertAcceptsJson', () => {
  it.each([undefined, '', 'application/json', 'APPLICATION/JSON', '*/*;q=0.1', 'text/html, application/problem+json'])('accepts %p', (accept) => {
    expect(() => assertAcceptsJson(accept)).not.toThrow();
  });
  it.each(['text/html', 'image/*', 'application/json;q=0', 'text/plain, application/xml'])('rejects %p', (accept) => {
    expect(() => assertAcceptsJson(accept)).toThrow(NotAcceptableError);
  });
});

describe('decodeBody', () => {
  const json = (text: string) => Buffer.from(text);

  it('ignores JSON bodies of body-less routes and absent bodies', () => {
    expect(decodeBody('none', 'application/json', json('{not parsed'), 10).json).toBeUndefined();
    expect(decodeBody('json', undefined, undefined, 10).json).toBeUndefined();
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
    expect(normalizeHeaders({ headers: { 'X-Request-Id': 'a', Accept: 'b' }, multiValueHeaders: {} })).toEqual({ 'x-request-id': 'a', accept: 'b' });
  });

  it('keeps repeated query parameters as lists', () => {
    const query = queryParameters({
      queryStringParameters: { page: '2', role: 'b' },
      multiValueQueryStringParameters: { page: ['2'], role: ['a', 'b'] },
    });
    expect(query).toEqual({ page: '2', role: ['a', 'b'] });
  });
});
