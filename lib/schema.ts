/**
 * zod for request schemas: zod/mini (classic zod's methods cost every bundle ~70 KB and a cold
 * start ~7 ms) with zod's English messages, which classic zod registers by itself and zod/mini does
 * not. Every module that declares what a client may send imports `z` from here, so each bundle that
 * validates input answers the same messages and a bundle that validates none (a GET or DELETE by
 * id) carries no locale.
 */
import { config, type ZodMiniType } from 'zod/mini';
import { en } from 'zod/v4/locales';

config(en());

export * from 'zod/mini';

/**
 * The JSON Schema rules of `documented`, by schema. A map of its own rather than zod's global
 * registry, whose code (0.7 KB) no Lambda needs: scripts/openapi registers them there.
 */
export const documentedRules: ReadonlyMap<ZodMiniType, Record<string, unknown>> = /* @__PURE__ */ new Map();

/**
 * States in JSON Schema (2020-12) the rule of a refinement, which toJSONSchema cannot see into:
 * the keywords are merged into the schema's JSON Schema, so the OpenAPI document (scripts/openapi)
 * refuses what the check refuses. Rules JSON Schema cannot state go in `description`.
 * @example documented(z.string().check(z.refine(isUuid)), { pattern: UUID_PATTERN })
 */
export function documented<Schema extends ZodMiniType>(schema: Schema, rule: Record<string, unknown>): Schema {
  (documentedRules as Map<ZodMiniType, Record<string, unknown>>).set(schema, rule);
  return schema;
}

/**
 * A regular expression (source, unanchored) of the decimal integers 1…max written without leading
 * zeros, for JSON Schema patterns of numbers that travel as text.
 * @example integerRangePattern(100) // '[1-9]\\d?|100'
 */
export function integerRangePattern(max: number): string {
  if (!Number.isSafeInteger(max) || max < 1)
    throw new RangeError(`integerRangePattern: ${max} is not a whole number ≥ 1`);
  const digits = String(max);
  const quantifier = (count: number): string => (count === 1 ? '\\d' : `\\d{${count}}`);
  const shorter =
    digits.length === 1
      ? []
      : [`[1-9]${digits.length === 2 ? '' : digits.length === 3 ? '\\d?' : `\\d{0,${digits.length - 2}}`}`];
  const sameLength = [...digits].flatMap((digit, index) => {
    const lowest = index === 0 ? 1 : 0;
    if (Number(digit) <= lowest) return [];
    const rest = digits.length - index - 1;
    const range = Number(digit) - 1 === lowest ? String(lowest) : `[${lowest}-${Number(digit) - 1}]`;
    return [`${digits.slice(0, index)}${range}${rest === 0 ? '' : quantifier(rest)}`];
  });
  return [...shorter, ...sameLength, digits].join('|');
}
