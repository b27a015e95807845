/** What the OpenAPI generator builds with: JSON objects and references to the document's components. */

export type Json = Record<string, unknown>;

/** A Reference Object to a component of the document. */
export const ref = (kind: 'schemas' | 'headers' | 'responses' | 'parameters', name: string): Json => ({ $ref: `#/components/${kind}/${name}` });
