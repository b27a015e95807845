import { NotFoundError } from '../errors';
import { makeCompany } from '../../test/support/fixtures';
import { companyRepository } from './company-repository';
import { StaleWriteError } from '../data/optimistic';

const now = (): string => new Date().toISOString();

describe('company repository', () => {
  it('writes only when the expected attribute values still hold', async () => {
    // Prepare
    const { companyUuid } = await makeCompany();
    const stored = await companyRepository.getCompany(companyUuid, { consistent: true });
    // Act
    const stale = companyRepository.updateCompanyFields(
      companyUuid,
      { phone: '+12125550111' },
      { now: now(), expectedValues: { country_uuid: null } },
    );
    // Assess
    await expect(stale).rejects.toBeInstanceOf(StaleWriteError);
    expect((await companyRepository.getCompany(companyUuid, { consistent: true }))?.version).toBe(stored?.version);
    const fresh = await companyRepository.updateCompanyFields(
      companyUuid,
      { phone: '+12125550111' },
      {
        now: now(),
        expectedValues: { country_uuid: stored?.country_uuid, postal_code: null },
      },
    );
    expect(fresh).toMatchObject({ phone: '+12125550111', version: (stored?.version ?? 0) + 1 });
  });

  it('tells a missing company (404) from a stale version (a lost race, which the caller reads again to settle)', async () => {
    const { companyUuid } = await makeCompany();
    await expect(
      companyRepository.updateCompanyFields(companyUuid, { name: 'x' }, { now: now(), expectedVersion: 99 }),
    ).rejects.toBeInstanceOf(StaleWriteError);
    await expect(
      companyRepository.updateCompanyFields('0190f3a4-5b6c-7d8e-9f01-23456789abcd', { name: 'x' }, { now: now() }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('stores object fields as JSON text and reads them back as objects', async () => {
    const { companyUuid } = await makeCompany();
    const settings = { '': 1, big: 1e308, nested: { list: [1, 'two', null] } };
    await companyRepository.updateCompanyFields(companyUuid, { settings }, { now: now() });
    expect((await companyRepository.getCompany(companyUuid, { consistent: true }))?.settings).toEqual(settings);
  });

  it('replaces the image, returning the key it replaced', async () => {
    const { companyUuid } = await makeCompany();
    const first = await companyRepository.replaceCompanyImage(
      companyUuid,
      { image_url: 'https://cdn.example/a', image_key: 'a' },
      { now: now() },
    );
    const second = await companyRepository.replaceCompanyImage(
      companyUuid,
      { image_url: 'https://cdn.example/b', image_key: 'b' },
      { now: now() },
    );
    expect(first.replacedKey).toBeNull();
    expect(second).toEqual({
      current: expect.objectContaining({ image_key: 'b', version: first.current.version + 1 }),
      replacedKey: 'a',
    });
    expect(Object.keys(second.current).sort()).toEqual(
      Object.keys((await companyRepository.getCompany(companyUuid, { consistent: true })) ?? {}).sort(),
    );
    // What a replacement whose answer was lost reads back to learn it was applied and finish it.
    expect(await companyRepository.readImageReplacement(companyUuid)).toEqual(second);
    expect(await companyRepository.readImageReplacement('0190f3a4-0000-7000-8000-000000000000')).toBeUndefined();
  });

  it('clears the image only while it names the given key', async () => {
    const { companyUuid } = await makeCompany();
    await companyRepository.replaceCompanyImage(
      companyUuid,
      { image_url: 'https://cdn.example/k', image_key: 'k' },
      { now: now() },
    );
    const named = await companyRepository.getCompany(companyUuid, { consistent: true });
    await companyRepository.clearCompanyImage(companyUuid, 'other', { now: now() });
    expect(await companyRepository.getCompany(companyUuid, { consistent: true })).toEqual(named);
    await companyRepository.clearCompanyImage(companyUuid, 'k', { now: now() });
    expect(await companyRepository.getCompany(companyUuid, { consistent: true })).toMatchObject({
      image_url: null,
      image_key: null,
      version: (named?.version ?? 0) + 1,
    });
  });

  it('keeps its write token and replaced key out of the company it answers', async () => {
    const { companyUuid } = await makeCompany();
    await companyRepository.replaceCompanyImage(
      companyUuid,
      { image_url: 'https://cdn.example/k', image_key: 'k' },
      { now: now() },
    );
    const updated = await companyRepository.updateCompanyFields(companyUuid, { name: 'Token Ltd' }, { now: now() });
    const read = await companyRepository.getCompany(companyUuid, { consistent: true });
    for (const company of [updated, read]) {
      expect(company).not.toHaveProperty('write_token');
      expect(company).not.toHaveProperty('replaced_image_key');
    }
  });
});
