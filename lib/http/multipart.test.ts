import { MalformedRequestError, ValidationError } from '../errors';
import { parseMultipart, requireFilePart } from './multipart';

const TYPE = 'multipart/form-data; boundary=xyz';

function body(...parts: string[]): Buffer {
  return Buffer.from(`${parts.map((part) => `--xyz\r\n${part}\r\n`).join('')}--xyz--\r\n`, 'latin1');
}

describe('parseMultipart', () => {
  it('returns file and text parts with their bytes', async () => {
    const parts = await parseMultipart(
      body(
        'Content-Disposition: form-data; name="note"\r\n\r\nhello',
        'Content-Disposition: form-data; name="image_url"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\x00\xff',
      ),
      TYPE,
    );
    expect(parts).toEqual([
      { name: 'note', isFile: false, filename: undefined, mimeType: 'text/plain', data: Buffer.from('hello') },
      {
        name: 'image_url',
        isFile: true,
        filename: 'a.png',
        mimeType: 'image/png',
        data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]),
      },
    ]);
  });

  it.each([
    ['an unterminated body', Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'), TYPE],
    ['a missing boundary parameter', body('Content-Disposition: form-data; name="a"\r\n\r\nv'), 'multipart/form-data'],
    ['a missing content type', body('Content-Disposition: form-data; name="a"\r\n\r\nv'), undefined],
  ])('rejects %s as malformed', async (_name, raw, type) => {
    await expect(parseMultipart(raw, type)).rejects.toBeInstanceOf(MalformedRequestError);
  });

  const field = (index: number) => `Content-Disposition: form-data; name="f${index}"\r\n\r\nv`;
  const file = (index: number) => `Content-Disposition: form-data; name="x${index}"; filename="x"\r\n\r\nx`;
  it.each([
    ['21 parts', body(...Array.from({ length: 20 }, (_, index) => field(index)), file(20))],
    ['6 files', body(...Array.from({ length: 6 }, (_, index) => file(index)))],
  ])('refuses a body of %s with 422 instead of dropping the parts past the limit', async (_name, raw) => {
    const refusal = await parseMultipart(raw, TYPE).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).errors).toEqual([{ path: '', code: 'too_big', message: expect.any(String) }]);
  });

  it('answers 400, not 422, for a body with too many parts that is also unterminated', async () => {
    const raw = Buffer.from(
      `${Array.from({ length: 22 }, (_, index) => `--xyz\r\n${field(index)}\r\n`).join('')}--xyz\r\nContent-Disposition: form-data; name="z"\r\n\r\nno end`,
    );
    await expect(parseMultipart(raw, TYPE)).rejects.toBeInstanceOf(MalformedRequestError);
  });

  it('takes 20 parts, 5 of them files', async () => {
    const parts = await parseMultipart(
      body(
        ...Array.from({ length: 15 }, (_, index) => field(index)),
        ...Array.from({ length: 5 }, (_, index) => file(index)),
      ),
      TYPE,
    );
    expect(parts).toHaveLength(20);
  });
});

describe('requireFilePart', () => {
  const file = { name: 'image_url', isFile: true, filename: 'a', mimeType: 'image/png', data: Buffer.from('x') };

  it('returns the bytes of the named file part', () => {
    expect(requireFilePart([file], 'image_url')).toEqual(Buffer.from('x'));
  });

  it.each([
    ['missing', [], 'required'],
    ['a text field', [{ ...file, isFile: false }], 'invalid_type'],
    ['empty', [{ ...file, data: Buffer.alloc(0) }], 'empty_file'],
    ['sent twice', [file, { ...file, data: Buffer.from('y') }], 'duplicate'],
    ['sent twice, once as a text field', [{ ...file, isFile: false }, file], 'duplicate'],
  ])('answers 422 when the part is %s', (_name, parts, code) => {
    try {
      requireFilePart(parts, 'image_url');
      throw new Error('expected a ValidationError');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors).toEqual([{ path: 'image_url', code, message: expect.any(String) }]);
    }
  });
});
