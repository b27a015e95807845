/** The schema of a text whose length the contract counts in code points (apart from text.ts, which list reads bundle). */
import * as z from '../schema';
import { codePointLength } from './text';

/** A string of `min`–`max` code points; 422 codes `too_small` / `too_big`. */
export function codePointString(min: number, max: number): z.ZodMiniString {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const length = codePointLength(value);
      if (length < min) {
        ctx.addIssue({ code: 'custom', params: { code: 'too_small' }, message: min === 1 ? 'Must not be empty' : `Must be at least ${min} characters` });
      } else if (length > max) {
        ctx.addIssue({ code: 'custom', params: { code: 'too_big' }, message: `At most ${max} characters` });
      }
    }),
  );
}
