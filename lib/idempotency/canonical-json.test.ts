import { canonicalJson, jsonHash } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every level and drops whitespace', () => {
    expect(canonicalJson(JSON.parse('{ "b": 1, "a": [true, { "d": null, "c": "x" }] }'))).toBe(
      '{"a":[true,{"c":"x","d":null}],"b":1}',
    );
  });

  it('keeps array order, which is part of a JSON value', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('treats numbers and strings as JSON values', () => {
    expect(canonicalJson(JSON.parse('{"n": 1.0, "s": "\\u0041"}'))).toBe('{"n":1,"s":"A"}');
  });
});

describe('jsonHash', () => {
  it('is equal exactly for equal JSON values', () => {
    expect(jsonHash(JSON.parse('{"a":1,"b":{"c":[1,2]}}'))).toBe(jsonHash(JSON.parse('{"b":{"c":[1,2]},"a":1}')));
    expect(jsonHash({ a: 1 })).not.toBe(jsonHash({ a: '1' }));
    expect(jsonHash({ a: null })).not.toBe(jsonHash({}));
    expect(jsonHash(JSON.parse('{"ab":"c"}'))).not.toBe(jsonHash(JSON.parse('{"a":"bc"}')));
  });
});
