/** Text lengths as the contract counts them: in code points, not UTF-16 units. */
import * as z from 'zod';

/** Counts code points, as the contract measures lengths. */
export function codePointLength(value: string): number {
  return [...value].length;
}

/** A string of `min`–`max` code points; 422 codes `too_small` / `too_big`. */
export function codePointString(min: number, max: number): z.ZodString {
  return z.string().superRefine((value, ctx) => {
    const length = codePointLength(value);
    if (length < min) {
      ctx.addIssue({ code: 'custom', params: { code: 'too_small' }, message: min === 1 ? 'Must not be empty' : `Must be at least ${min} characters` });
    } else if (length > max) {
      ctx.addIssue({ code: 'custom', params: { code: 'too_big' }, message: `At most ${max} characters` });
    }
  });
}
