import { watch, type FSWatcher } from 'node:fs';

/**
 * Watches a folder tree for changed files. Node 20's recursive watch on Linux stops reporting a file
 * once an editor has replaced it (vim, JetBrains' safe write, `sed -i`, `git checkout`), so the
 * watch is armed afresh after every event.
 */
export function watchTree(folder: string, onChange: (file: string) => void): { close(): void } {
  let watcher: FSWatcher | undefined;
  let closed = false;
  const arm = (): void => {
    if (closed) return;
    watcher = watch(folder, { recursive: true }, (_event, file) => {
      if (file) onChange(String(file));
      watcher?.close();
      setImmediate(arm);
    });
  };
  arm();
  return {
    close() {
      closed = true;
      watcher?.close();
    },
  };
}
