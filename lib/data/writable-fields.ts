/**
 * What a body writes of an entity, by its model's `write` facts: every writable field (a PUT's), or
 * only those sent (a PATCH's). The bodies' zod schemas are checked against the same facts by `tsc`
 * (`SameNames`), so a field one of them lacks fails the type check instead of being dropped.
 */
import type { Entity, Field, Fields, NullableWritableName, ValueOf, Writable, WritableName } from './entity';

/** Whether two sets of names are the same: `true` or a type error at `assertSameNames`. */
export type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A type-level check, free at run time: `assertSameNames<SameNames<keyof Body, WritableName<typeof X>>>()`. */
export const assertSameNames = <T extends true>(): T => true as T;

/** A body that sends every required writable field, and may leave out the nullable ones. */
export type FullBody<F extends Fields> = {
  readonly [Name in Exclude<WritableName<{ fields: F }>, NullableWritableName<{ fields: F }>>]: ValueOf<F[Name]>;
} & {
  readonly [Name in NullableWritableName<{ fields: F }>]?: ValueOf<F[Name]> | undefined;
};

/** Every writable field of a POST or PUT body, an omitted nullable one as null. */
export function writableOf<F extends Fields>(model: Entity<F>, body: FullBody<F>): Writable<{ fields: F }> {
  const sent: Record<string, unknown> = body;
  const written: Record<string, unknown> = {};
  for (const name of model.writable) {
    const declared = model.fields[name] as Field;
    written[name] = sent[name] ?? (declared.nullable ? null : sent[name]);
  }
  return written as Writable<{ fields: F }>;
}

/** The writable fields a PATCH body sends (null included: it clears a field). */
export function changesOf<F extends Fields>(
  model: Entity<F>,
  body: Partial<Writable<{ fields: F }>>,
): Partial<Writable<{ fields: F }>> {
  const sent: Record<string, unknown> = body;
  const changes: Record<string, unknown> = {};
  for (const name of model.writable) if (sent[name] !== undefined) changes[name] = sent[name];
  return changes as Partial<Writable<{ fields: F }>>;
}
