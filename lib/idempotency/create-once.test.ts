import { createOnce } from './create-once';

describe('createOnce', () => {
  const refused = new Error('the record exists');

  const written = async (): Promise<void> => undefined;
  const refusing = (): Promise<void> => Promise.reject(refused);

  it('answers what the create made, without reading', async () => {
    const read = jest.fn();
    await expect(createOnce('created', 'id-1', written, read)).resolves.toBe('created');
    expect(read).not.toHaveBeenCalled();
  });

  it('answers the record an earlier attempt committed under the derived id', async () => {
    const read = jest.fn(async (id: string) => `existing ${id}`);
    await expect(createOnce('new', 'id-1', refusing, read)).resolves.toBe('existing id-1');
  });

  it("keeps the create's own error without a derived id, without such a record, or when the read fails", async () => {
    const read = jest.fn(async () => 'existing');
    await expect(createOnce('new', undefined, refusing, read)).rejects.toBe(refused);
    expect(read).not.toHaveBeenCalled();
    await expect(createOnce('new', 'id-1', refusing, async () => undefined)).rejects.toBe(refused);
    await expect(createOnce('new', 'id-1', refusing, () => Promise.reject(new Error('read failed')))).rejects.toBe(
      refused,
    );
  });
});
