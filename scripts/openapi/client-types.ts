/** TypeScript types of the API from its OpenAPI document (openapi-typescript), for client/. */
import openapiTS, { astToString } from 'openapi-typescript';

/** The source of client/schema.d.ts. */
export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return `/** Generated from docs/openapi.json by npm run openapi (openapi-typescript). Do not edit. */\n${astToString(ast)}`;
}
