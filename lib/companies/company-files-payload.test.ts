import { PayloadTooLargeError, ValidationError } from '../errors';
import { parseBase64Payload, validateFileChanges } from './company-files-payload';

const A = '0190f3a4-5b6c-7d8e-9f01-00000000000a';
const B = '0190f3a4-5b6c-7d8e-9f01-00000000000b';

describe('parseBase64Payload', () => {
  it.each([
    ['aGVsbG8=', undefined, 5],
    ['aGVs bG8=\r\n', undefined, 5],
    ['aGk=', undefined, 2],
    ['aGVsbG8h', undefined, 6],
    ['data:text/plain;base64,aGVsbG8=', 'text/plain', 5],
    ['DATA:Image/PNG;base64,aGVsbG8=', 'Image/PNG', 5],
    ['data:text/plain;charset=utf-8;base64,aGVsbG8=', 'text/plain;charset=utf-8', 5],
    [
      'data:application/pdf;name=file%20name.pdf ; a="x;y";base64,aGk=',
      'application/pdf;name=file%20name.pdf ; a="x;y"',
      2,
    ],
    ['data:text/plain;a=xéy;b=http://x.example/?q=1;base64,aGk=', 'text/plain;a=xéy;b=http://x.example/?q=1', 2],
    ['data:text/plain ;a=x  ;b="y"  ; c=z ;base64,aGk=', 'text/plain ;a=x  ;b="y"  ; c=z', 2],
    // 1,024 bytes of UTF-8 at most: 13 + 337 × 3 = 1,024.
    [`data:text/plain;a=${'€'.repeat(337)};base64,aGk=`, `text/plain;a=${'€'.repeat(337)}`, 2],
  ])('parses %j', (input, declaredType, size) => {
    expect(parseBase64Payload(input)).toMatchObject({ declaredType, size });
  });

  it.each([
    ['aGVsbG8', 'invalid_base64'],
    ['aGVs*G8=', 'invalid_base64'],
    ['aG=sbG8=', 'invalid_base64'],
    ['aGVsbG8-', 'invalid_base64'],
    ['data:text/plain,hello', 'invalid_data_url'],
    ['data:not a type;base64,aGk=', 'invalid_data_url'],
    ['data:;base64,aGk=', 'invalid_data_url'],
    ['data: ;base64,aGk=', 'invalid_data_url'],
    ['data:;charset=utf-8;base64,aGk=', 'invalid_data_url'],
    ['data:text/plain;base64,@@@@', 'invalid_base64'],
    [`data:text/plain;a=${' '.repeat(100_000)}\u0001;base64,aGk=`, 'invalid_data_url'],
    [`data:text/plain;a=${'x'.repeat(1020)};base64,aGk=`, 'invalid_data_url'],
    // 350 characters but 1,063 bytes, which its stored Content-Type would take 3,163 characters to spell.
    [`data:text/plain;a=${'€'.repeat(350)};base64,aGk=`, 'invalid_data_url'],
    // Parameters whose spaces could be split many ways, then a character that fails the match: checked
    // at once, where a backtracking pattern took 12 s for 19 of them (and would not finish for 40).
    [`data:a/b${';a=a  '.repeat(40)}";base64,QUFB`, 'invalid_data_url'],
    [`data:a/b${';a="a"  '.repeat(40)}\u0001;base64,QUFB`, 'invalid_data_url'],
    // Letters outside ASCII that case-insensitive Unicode matching folds onto k and s.
    ['data:text/\u212Aml;base64,aGk=', 'invalid_data_url'],
    ['data:\u017Fext/plain;base64,aGk=', 'invalid_data_url'],
    ['', 'empty_file'],
    ['data:text/plain;base64,', 'empty_file'],
  ])('rejects %j as %s', (input, code) => {
    expect(parseBase64Payload(input)).toEqual({ issue: { code, message: expect.any(String) } });
  });
});

describe('validateFileChanges', () => {
  it('lower-cases uuids and keeps the order of both lists', () => {
    const result = validateFileChanges({
      items: [{ uuid: A.toUpperCase(), base64String: 'aGk=' }],
      deleteItems: [B.toUpperCase()],
    });
    expect(result.items.map((item) => item.uuid)).toEqual([A]);
    expect(result.deletions).toEqual([B]);
  });

  it('reports every issue at once', () => {
    const run = (): unknown =>
      validateFileChanges({
        items: [
          { uuid: 'x', base64String: '!' },
          { uuid: A, base64String: 'aGk=' },
        ],
        deleteItems: [A],
      });
    expect(run).toThrow(ValidationError);
    try {
      run();
    } catch (error) {
      expect((error as ValidationError).errors.map((issue) => `${issue.path}:${issue.code}`)).toEqual([
        'items[0].uuid:invalid_uuid',
        'items[0].base64String:invalid_base64',
        'deleteItems[0]:duplicate',
      ]);
    }
  });

  it('answers 413 for a file over 4 MiB only when everything else is valid', () => {
    const big = Buffer.alloc(4 * 1024 * 1024 + 1).toString('base64');
    expect(() => validateFileChanges({ items: [{ uuid: A, base64String: big }], deleteItems: [] })).toThrow(
      PayloadTooLargeError,
    );
    const exact = Buffer.alloc(4 * 1024 * 1024).toString('base64');
    expect(
      validateFileChanges({ items: [{ uuid: A, base64String: exact }], deleteItems: [] }).items[0]?.payload.size,
    ).toBe(4 * 1024 * 1024);
  });
});
