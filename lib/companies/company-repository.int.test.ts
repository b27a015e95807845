import { NotFoundError, PreconditionFailedError } from '../errors';
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
    const stale = companyRepository.updateCompanyFields(companyUuid, { phone: '+12125550111' }, { now: now(), expectedValues: { country_uuid: null } });
    // Assess
    await expect(stale).rejects.toBeInstanceOf(StaleWriteError);
    expect((await companyRepository.getCompany(companyUuid, { consistent: true }))?.version).toBe(stored?.version);
    const fresh = await companyRepository.updateCompanyFields(companyUuid, { phone: '+12125550111' }, {
      now: now(),
      expectedValues: { country_uuid: stored?.country_uuid, postal_code: null },
    });
    expect(fresh).toMatchObject({ phone: '+12125550111', version: (stored?.version ?? 0) + 1 });
  });

  it('tells a missing company (404) from a stale version (412)', async () => {
    const { companyUuid } = await makeCompany();
    await expect(companyRepository.updateCompanyFields(companyUuid, { name: 'x' }, { now: now(), expectedVersion: 99 })).rejects.toBeInstanceOf(PreconditionFailedError);
    await expect(companyRepository.updateCompanyFields('0190f3a4-5b6c-7d8e-9f01-23456789abcd', { name: 'x' }, { now: now() })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('stores object fields as JSON text and reads them back as objects', async () => {
    const { companyUuid } = await makeCompany();
    const settings = { '': 1, big: 1e308, nested: { list: [1, 'two', null] } };
    await companyRepository.updateCompanyFields(companyUuid, { settings }, { now: now() });
    expect((await companyRepository.getCompany(companyUuid, { consistent: true }))?.settings).toEqual(settings);
  });

  it('clears the image only when there is one, returning the old key', async () => {
    const { companyUuid } = await makeCompany();
    expect(await companyRepository.clearCompanyImage(companyUuid, { now: now() })).toBeUndefined();
    const replaced = await companyRepository.replaceCompanyImage(companyUuid, { image_url: 'https://cdn.example/k', image_key: 'k' }, { now: now() });
    expect(replaced.current).toMatchObject({ image_key: 'k', version: replaced.previous.version + 1 });
    expect(await companyRepository.clearCompanyImage(companyUuid, { now: now() })).toBe('k');
    expect(await companyRepository.getCompany(companyUuid, { consistent: true })).toMatchObject({ image_url: null, image_key: null });
  });
});
