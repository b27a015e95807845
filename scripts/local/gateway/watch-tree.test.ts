import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchTree } from './watch-tree';

const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 150));

describe('watchTree (npm start rebuilds)', () => {
  it('keeps reporting a file that an editor replaces again and again', async () => {
    // Prepare
    const root = mkdtempSync(join(tmpdir(), 'watch-tree-'));
    mkdirSync(join(root, 'nested'));
    const file = join(root, 'nested', 'source.ts');
    writeFileSync(file, 'export const a = 1;\n');
    const seen: string[] = [];
    const watcher = watchTree(root, (changed) => seen.push(changed));
    await settle();
    try {
      for (let edit = 1; edit <= 3; edit++) {
        // Act: save by replacing, as sed -i, vim and safe-write editors do.
        seen.length = 0;
        writeFileSync(`${file}.tmp`, `export const a = ${edit + 1};\n`);
        renameSync(`${file}.tmp`, file);
        await settle();
        // Assess
        expect({ edit, reported: seen.some((changed) => changed.endsWith('source.ts')) }).toEqual({
          edit,
          reported: true,
        });
      }
    } finally {
      watcher.close();
    }
  });
});
