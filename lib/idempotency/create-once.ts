/**
 * The domain side of an idempotent create (docs/data-model.md#idempotency): a create sent with
 * Idempotency-Key stores its record under an id derived from the request, so when the create fails
 * because an earlier attempt of the same request already committed it, that record is the answer.
 */

/**
 * Runs `create`; if it fails and `idempotentId` names a record that exists, answers that record
 * instead. The read happens only on this failure path, and a failed read leaves the create's own
 * error to answer.
 */
export async function createOnce<Created>(
  idempotentId: string | undefined,
  create: () => Promise<Created>,
  readExisting: (id: string) => Promise<Created | undefined>,
): Promise<Created> {
  try {
    return await create();
  } catch (error) {
    const earlier = idempotentId === undefined ? undefined : await readExisting(idempotentId).catch(() => undefined);
    if (earlier === undefined) throw error;
    return earlier;
  }
}
