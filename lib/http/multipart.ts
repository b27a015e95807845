/** multipart/form-data parsing with busboy (the logo upload), and the logo's file-part rules. */
import busboy from 'busboy';
import { MalformedRequestError, ValidationError } from '../errors';

export interface MultipartPart {
  name: string;
  /** True for a file part (its Content-Disposition has a filename), false for a text field. */
  isFile: boolean;
  filename: string | undefined;
  /** The declared type; never trusted for content decisions. */
  mimeType: string;
  data: Buffer;
}

/** How many parts, fields and files a multipart body may hold (also stated by the OpenAPI document). */
export const MULTIPART_LIMITS = { parts: 20, fields: 20, files: 5, fieldSize: 64 * 1024, headerPairs: 50 };
// busboy signals the files and fields limits when one more arrives, but the parts limit once the
// last allowed part is complete: it is given one more, so that its signal means "too many".
const BUSBOY_LIMITS = { ...MULTIPART_LIMITS, parts: MULTIPART_LIMITS.parts + 1 };

/** Every part of a multipart body, in order; MalformedRequestError (400) when it cannot be parsed. */
export function parseMultipart(body: Buffer, contentType: string | undefined): Promise<MultipartPart[]> {
  return new Promise((resolve, reject) => {
    const malformed = (cause?: unknown): void =>
      reject(new MalformedRequestError('The multipart body could not be parsed', cause === undefined ? {} : { cause }));
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType ?? '' }, limits: BUSBOY_LIMITS });
    } catch (error) {
      malformed(error);
      return;
    }
    const parts: MultipartPart[] = [];
    const pending: Promise<void>[] = [];
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done, fail) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => done());
          stream.on('error', fail);
        }).then(() => {
          parts.push({
            name,
            isFile: true,
            filename: info.filename,
            mimeType: info.mimeType,
            data: Buffer.concat(chunks),
          });
        }),
      );
    });
    parser.on('field', (name, value, info) => {
      parts.push({
        name,
        isFile: false,
        filename: undefined,
        mimeType: info.mimeType,
        data: Buffer.from(value, 'utf8'),
      });
    });
    parser.on('error', malformed);
    // busboy drops the parts past a limit without an error: refuse the body rather than answer for
    // what is left (a logo behind 20 other parts would read as missing). Decided at the end, so that
    // a body that is also malformed answers 400, which comes first.
    let tooMany = false;
    const limitReached = (): void => {
      tooMany = true;
    };
    parser.on('partsLimit', limitReached);
    parser.on('filesLimit', limitReached);
    parser.on('fieldsLimit', limitReached);
    parser.on('close', () => {
      Promise.all(pending).then(() => {
        if (tooMany)
          reject(
            ValidationError.field(
              '',
              'too_big',
              `A multipart body may hold at most ${MULTIPART_LIMITS.parts} parts, ${MULTIPART_LIMITS.files} of them files`,
            ),
          );
        else resolve(parts);
      }, malformed);
    });
    parser.end(body);
  });
}

/** The bytes of the non-empty file part `name`; 422 when it is missing, a text field or empty. */
export function requireFilePart(parts: readonly MultipartPart[], name: string): Buffer {
  const candidates = parts.filter((part) => part.name === name);
  const file = candidates.find((part) => part.isFile);
  if (!file) {
    const message =
      candidates.length > 0
        ? `"${name}" must be a file part, not a text field`
        : `A file part named "${name}" is required`;
    throw ValidationError.field(name, candidates.length > 0 ? 'invalid_type' : 'required', message);
  }
  // Which of two files is the logo would be a guess.
  if (candidates.length > 1) throw ValidationError.field(name, 'duplicate', `Send one part named "${name}"`);
  if (file.data.length === 0) throw ValidationError.field(name, 'empty_file', 'The file is empty');
  return file.data;
}
