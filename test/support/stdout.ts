/** The JSON lines a synchronous `write` prints on stdout, parsed (nothing reaches the real stdout). */
export function printedJson(write: () => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}
