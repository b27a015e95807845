/**
 * The domain side of an idempotent create (docs/data-model.md#idempotency): a create sent with
 * Idempotency-Key stores its record under an id derived from the request, so when the create fails
 * because an earlier attempt of the same request already committed it, that record is the answer.
 */

/**
 * Writes `record`; if the write fails and `idempotentId` names a record that exists, answers that
 * record instead. The read happens only on this failure path, and a failed read leaves the write's
 * own error to answer.
 */
export async function createOnce<Created>(
  record: Created,
  idempotentId: string | undefined,
  write: (record: Created) => Promise<void>,
  readExisting: (id: string) => Promise<Created | undefined>,
): Promise<Created> {
  try {
    await write(record);
    return record;
  } catch (error) {
    const earlier = idempotentId === undefined ? undefined : await readExisting(idempotentId).catch(() => undefined);
    if (earlier === undefined) throw error;
    return earlier;
  }
}
