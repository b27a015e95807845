/** Runs a request whose failure is expected, without its error log on the console. */
export async function quietly<T>(request: () => Promise<T>): Promise<T> {
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await request();
  } finally {
    errorLog.mockRestore();
  }
}
