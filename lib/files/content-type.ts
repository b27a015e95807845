/** Content types from bytes (file-type's magic numbers), never from a client's declaration. */
import { fileTypeFromBuffer } from 'file-type/core';

export interface DetectedType {
  mime: string;
  extension: string;
}

/** The type the bytes show, or undefined when they match no known signature. */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? { mime: detected.mime, extension: detected.ext } : undefined;
}
