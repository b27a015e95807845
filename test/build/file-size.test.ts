/**
 * Smaller pieces, clear names: no source module of lib/ is over 300 lines (as Prettier formats it,
 * print width 120). A module that grows past it is split along a real concern (its items, its list
 * filter, its body's parts), not by moving functions at random.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const MAX_LINES = 300;

/** The lines of a file as `wc -l` counts them (its newlines). */
function lineCount(path: string): number {
  return readFileSync(path, 'utf8').split('\n').length - 1;
}

describe('lib/ source files', () => {
  const files = readdirSync(join(root, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts'))
    .map((path) => join('lib', path));

  it(`are at most ${MAX_LINES} lines each`, () => {
    // The walk sees the whole folder, subfolders included.
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain(join('lib', 'http', 'routes.ts'));
    const over = files
      .map((file) => ({ file, lines: lineCount(join(root, file)) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('would be caught over the limit: a file of 301 lines counts as 301', () => {
    const folder = mkdtempSync(join(tmpdir(), 'file-size-'));
    const path = join(folder, 'long.ts');
    writeFileSync(path, 'export const line = 1;\n'.repeat(MAX_LINES + 1));
    expect(lineCount(path)).toBe(MAX_LINES + 1);
    rmSync(folder, { recursive: true });
  });
});
