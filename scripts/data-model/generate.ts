/**
 * `npm run data-model`: writes docs/data-model.md's per-entity field tables from the models. With
 * `--check` it writes nothing and exits 1 when the committed file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withEntityFieldTables } from './tables';

const FILE = join(__dirname, '..', '..', 'docs', 'data-model.md');

function main(): void {
  const committed = readFileSync(FILE, 'utf8');
  const generated = withEntityFieldTables(committed);
  if (process.argv.includes('--check')) {
    if (generated !== committed)
      console.error('docs/data-model.md is not what the models give: run npm run data-model');
    process.exit(generated === committed ? 0 : 1);
  }
  writeFileSync(FILE, generated);
  console.log('wrote docs/data-model.md');
}

main();
