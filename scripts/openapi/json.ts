/** What the OpenAPI generator builds with: JSON objects and references to the document's components. */

export type Json = Record<string, unknown>;

const MIB = 1024 * 1024;

/** A byte count as the API states it (`1 MiB`, `6,000,000 bytes`). */
export function contractSize(bytes: number): string {
  return bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes.toLocaleString('en-US')} bytes`;
}

/** A Reference Object to a component of the document. */
export const ref = (kind: 'schemas' | 'headers' | 'responses' | 'parameters', name: string): Json => ({
  $ref: `#/components/${kind}/${name}`,
});
