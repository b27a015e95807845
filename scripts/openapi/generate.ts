/**
 * `npm run openapi`: writes docs/openapi.json and the typed client's types (client/schema.d.ts) from
 * the sources. With `--check` it writes nothing and exits 1 when either committed file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from './document';
import { clientTypes } from './client-types';

const ROOT = join(__dirname, '..', '..');

async function main(): Promise<void> {
  const document = buildOpenApiDocument();
  const files: Record<string, string> = {
    'docs/openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'client/schema.d.ts': await clientTypes(document),
  };
  if (process.argv.includes('--check')) {
    const stale = Object.entries(files).filter(([file, text]) => readFileSync(join(ROOT, file), 'utf8') !== text);
    for (const [file] of stale) console.error(`${file} is not what the sources give: run npm run openapi`);
    process.exit(stale.length === 0 ? 0 : 1);
  }
  for (const [file, text] of Object.entries(files)) writeFileSync(join(ROOT, file), text);
  console.log(`wrote ${Object.keys(files).join(' and ')}`);
}

void main();
