/**
 * No module of lib/, functions/ or scripts/ imports itself through others: every value import
 * (type-only imports vanish at build time) points one way, so no module waits on another to load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '..', '..');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts'))
    .map((path) => join(root, folder, path));
}

/** The project modules a file imports for their values (relative specifiers, resolved to files). */
function valueImports(file: string, known: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const imported: string[] = [];
  for (const statement of source.statements) {
    const isValue =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier !== undefined);
    if (!isValue) continue;
    const specifier = (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.text);
    const resolved = [`${target}.ts`, join(target, 'index.ts')].find((candidate) => known.has(candidate));
    if (resolved) imported.push(resolved);
  }
  return imported;
}

/** One import cycle of the graph, as a path that returns to its start; undefined when there is none. */
function findCycle(graph: ReadonlyMap<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('imports', () => {
  const files = ['lib', 'functions', 'scripts'].flatMap(sources);
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, valueImports(file, known)]));

  it('form no cycle', () => {
    // The graph is the project's: every handler, and the imports between them.
    expect(files.length).toBeGreaterThan(250);
    expect([...graph.values()].flat().length).toBeGreaterThan(800);
    expect(graph.get(join(root, 'functions/audit/list-audit-events.ts'))).toContain(join(root, 'lib/http/api.ts'));
    expect(findCycle(graph)?.map((file) => relative(root, file))).toBeUndefined();
  });

  it('are seen by this check: a cycle made up for it is found', () => {
    const made = new Map(graph);
    const [first, second] = files;
    made.set(first ?? '', [second ?? '']);
    made.set(second ?? '', [first ?? '']);
    expect(findCycle(made)).toHaveLength(3);
  });
});
