/** Record identifiers: UUIDv7 sorts by creation time, which keeps keys and default lists ordered. */
import { parse, v5 as uuidv5, v7 as uuidv7, validate } from 'uuid';

/** A new record id. */
export function newId(): string {
  return uuidv7();
}

const namespaceBytes = new Map<string, Uint8Array>();

/** A stable name-based id (UUIDv5). */
export function nameBasedId(name: string, namespace: string): string {
  // Parsing the namespace once halves the cost when thousands of ids are derived (app-data's states).
  let bytes = namespaceBytes.get(namespace);
  if (!bytes) {
    bytes = parse(namespace);
    namespaceBytes.set(namespace, bytes);
  }
  return uuidv5(name, bytes);
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID as stored and answered (lower-case), or undefined when it is missing or not a UUID. */
export function canonicalUuid(raw: string | undefined): string | undefined {
  return raw !== undefined && isUuid(raw) ? raw.toLowerCase() : undefined;
}

/** Whether `value` is a UUID in any case (the API accepts upper-case and stores lower-case). */
export function isUuid(value: string): boolean {
  return UUID_SHAPE.test(value) && validate(value.toLowerCase());
}
