import { createOnce } from './create-once';

describe('createOnce', () => {
  const refused = new Error('the record exists');

  it('answers what the create made, without reading', async () => {
    const read = jest.fn();
    await expect(createOnce('id-1', async () => 'created', read)).resolves.toBe('created');
    expect(read).not.toHaveBeenCalled();
  });

  it('answers the record an earlier attempt committed under the derived id', async () => {
    const read = jest.fn(async (id: string) => `existing ${id}`);
    await expect(createOnce('id-1', () => Promise.reject(refused), read)).resolves.toBe('existing id-1');
  });

  it("keeps the create's own error without a derived id, without such a record, or when the read fails", async () => {
    const read = jest.fn(async () => 'existing');
    await expect(createOnce(undefined, () => Promise.reject(refused), read)).rejects.toBe(refused);
    expect(read).not.toHaveBeenCalled();
    await expect(createOnce('id-1', () => Promise.reject(refused), async () => undefined)).rejects.toBe(refused);
    await expect(createOnce('id-1', () => Promise.reject(refused), () => Promise.reject(new Error('read failed')))).rejects.toBe(refused);
  });
});
