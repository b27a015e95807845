import * as z from './schema';
import { fieldIssues, formatPath } from './validation';

function issuesOf(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected the input to be refused');
  return fieldIssues(result.error);
}

describe('fieldIssues', () => {
  it('lists the issues in the order of their fields in the input, nested ones too, missing fields last', () => {
    // Prepare
    const schema = z.strictObject({
      name: z.string(),
      type: z.string(),
      triggers: z.array(z.strictObject({ type: z.string(), value: z.string() })),
      required: z.string(),
    });
    const input = {
      zzz: 1,
      triggers: [
        { value: 1, type: 2 },
        { extra: true, type: 3, value: 'ok' },
      ],
      type: 5,
      name: 5,
    };
    // Act
    const result = schema.safeParse(input, { reportInput: true });
    const issues = result.success ? [] : fieldIssues(result.error, [], input);
    // Assess
    expect(issues.map((issue) => issue.path)).toEqual([
      'zzz',
      'triggers[0].value',
      'triggers[0].type',
      'triggers[1].extra',
      'triggers[1].type',
      'type',
      'name',
      'required',
    ]);
  });

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
    expect(issue).toEqual({
      path: `${'k'.repeat(199)}…`,
      code: 'unknown_field',
      message: `Unknown field "${'k'.repeat(199)}…"`,
    });
  });
});

describe('formatPath', () => {
  it.each([
    [['triggers', 0, 'type'], 'triggers[0].type'],
    [['settings', 'x-y'], 'settings.x-y'],
    [[''], '[""]'],
    [['a.b'], '["a.b"]'],
    [['actions', 0, 'settings', 'say "hi"'], 'actions[0].settings["say \\"hi\\""]'],
    [['x[0]'], '["x[0]"]'],
  ])('spells %j as %s, never as the body\'s own ""', (segments, path) => {
    expect(formatPath(segments)).toBe(path);
  });
});
