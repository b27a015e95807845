import * as z from './schema';
import { fieldIssues } from './validation';

function issuesOf(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected the input to be refused');
  return fieldIssues(result.error);
}

describe('fieldIssues', () => {
  it('reports each invalid field, and each unknown one, once', () => {
    // Prepare
    const schema = z.strictObject({ a: z.string(), b: z.string() });
    // Act
    const issues = issuesOf(schema, { a: 1, b: 2, c: 3, d: 4 });
    // Assess
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['a', 'invalid_type'],
      ['b', 'invalid_type'],
      ['c', 'unknown_field'],
      ['d', 'unknown_field'],
    ]);
  });

  it('shows at most 200 characters of an unknown field, never half a surrogate pair', () => {
    // Prepare: the pair straddles the cut
    const key = `${'k'.repeat(199)}😀${'x'.repeat(100_000)}`;
    // Act
    const [issue] = issuesOf(z.strictObject({}), { [key]: 1 });
    // Assess
    expect(issue).toEqual({ path: `${'k'.repeat(199)}…`, code: 'unknown_field', message: `Unknown field "${'k'.repeat(199)}…"` });
  });
});
