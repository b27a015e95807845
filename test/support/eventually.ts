/** Polling for what settles a moment later (a list kept from the stream, a run the sender finishes). */

/** Asks until `done` holds for the answer (at most `ms`), and returns the last answer. */
export async function eventually<Answer>(
  ask: () => Promise<Answer>,
  done: (response: Answer) => boolean,
  ms = 10_000,
): Promise<Answer> {
  const deadline = Date.now() + ms;
  let response = await ask();
  while (!done(response) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await ask();
  }
  return response;
}
