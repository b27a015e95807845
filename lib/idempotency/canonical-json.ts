/**
 * Canonical JSON: one text per JSON value, whatever the key order or spacing of the original, so
 * "the same body" (equal as JSON values) can be compared by hash.
 */
import { createHash } from 'node:crypto';

/**
 * Serializes a JSON value with object keys sorted (by UTF-16 code unit) at every level.
 * @example canonicalJson({ b: 1, a: [true, { d: null, c: 'x' }] }) // '{"a":[true,{"c":"x","d":null}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hex SHA-256 of a text. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The hash two requests share exactly when their bodies are equal as JSON values. */
export function jsonHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
