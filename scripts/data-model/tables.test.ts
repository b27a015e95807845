/** docs/data-model.md's per-entity field tables are generated (npm run data-model): the committed ones must be what the models give. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { END, START, withEntityFieldTables } from './tables';

const committed = readFileSync(join(__dirname, '..', '..', 'docs', 'data-model.md'), 'utf8');

describe("docs/data-model.md's entity field tables", () => {
  it('are what the models give (run npm run data-model after changing a model)', () => {
    // Act
    const generated = withEntityFieldTables(committed);

    // Assess
    expect(generated).toBe(committed);
  });

  it('state each modeled fact of a field: writable, audited, sorted, searched, filtered, unique', () => {
    // Act
    const generated = withEntityFieldTables(`${START}\n${END}\n`).replace(/ +/g, ' ');

    // Assess
    expect(generated).toContain('| `name` | string | yes | yes | `ListSort2` | primary | | case-folded, per company |');
    expect(generated).toContain(
      '| `category_group` | one of `SERVICE_PLAN`, `DRAWING_SYMBOL` | yes | | `ListSort4` | | `list_filter_1`, `category_group=…` | |',
    );
  });
});
