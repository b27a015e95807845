/**
 * Company writes whose If-Match held when they read the company, and which then lost their race to
 * another write (landed between their read and their write): `*` matches any
 * existing record and a list matches if any of its tags does — is decided on the company as it is
 * after the race, never on the version the losing write had read.
 */
import { makeCompany } from '../../test/support/fixtures';
import { PreconditionFailedError } from '../errors';
import { type StoredCompany, companyEtag } from './company';
import { updateCompanyLimit } from './company-limit';
import { updateCompany } from './company-profile';
import { type CompanyRepository, companyRepository } from './company-repository';

const now = (): string => new Date().toISOString();

/** The real repository, whose first read is followed by another client's PATCH of `description`. */
function racedOnFirstRead(): Pick<CompanyRepository, 'getCompany' | 'updateCompanyFields' | 'setCompanyLimit'> {
  let raced = false;
  return {
    ...companyRepository,
    async getCompany(companyUuid, options) {
      const company = await companyRepository.getCompany(companyUuid, options);
      if (!raced) {
        raced = true;
        await companyRepository.updateCompanyFields(
          companyUuid,
          { description: 'Changed by another client' },
          { now: now() },
        );
      }
      return company;
    },
  };
}

async function storedCompany(companyUuid: string): Promise<StoredCompany> {
  const company = await companyRepository.getCompany(companyUuid, { consistent: true });
  if (!company) throw new Error('the company vanished');
  return company;
}

/** The ETag a company takes after `writes` more writes. */
const etagAfter = (company: StoredCompany, writes: number): string =>
  companyEtag({ ...company, version: company.version + writes });

describe('company writes with If-Match that lose a race', () => {
  it('PATCH with If-Match * reads again and writes: * matches the company as it is now', async () => {
    // Prepare
    const { companyUuid } = await makeCompany();
    // Act
    const written = await updateCompany(companyUuid, { city: 'Queens' }, '*', racedOnFirstRead());
    // Assess
    const stored = await storedCompany(companyUuid);
    expect(written.record).toMatchObject({ city: 'Queens', description: 'Changed by another client' });
    expect(stored).toMatchObject({ city: 'Queens', description: 'Changed by another client' });
    expect(written.etag).toBe(companyEtag(stored));
  });

  it('PATCH with a list naming the tag the race made writes; with only the tag it read, 412 and nothing written', async () => {
    // Prepare
    const { companyUuid } = await makeCompany();
    const before = await storedCompany(companyUuid);
    // Act
    const listed = await updateCompany(
      companyUuid,
      { city: 'Queens' },
      `${companyEtag(before)}, ${etagAfter(before, 1)}`,
      racedOnFirstRead(),
    );
    const refused = updateCompany(companyUuid, { city: 'Bronx' }, etagAfter(before, 2), racedOnFirstRead());
    // Assess
    expect(listed.record.city).toBe('Queens');
    await expect(refused).rejects.toBeInstanceOf(PreconditionFailedError);
    expect((await storedCompany(companyUuid)).city).toBe('Queens');
  });

  it('update-limit with If-Match * reads again and sets the limit, answering the company as written', async () => {
    // Prepare
    const { companyUuid } = await makeCompany();
    // Act
    const written = await updateCompanyLimit(companyUuid, 'categories', { limit: 7 }, '*', racedOnFirstRead());
    // Assess
    const stored = await storedCompany(companyUuid);
    expect(stored.limits.categories).toBe(7);
    expect(written.record).toMatchObject({ description: 'Changed by another client', limits: { categories: 7 } });
    expect(written.etag).toBe(companyEtag(stored));
  });

  it('update-limit with the tag it read answers 412 after the race and sets nothing', async () => {
    // Prepare
    const { companyUuid } = await makeCompany();
    const before = await storedCompany(companyUuid);
    // Act
    const refused = updateCompanyLimit(
      companyUuid,
      'categories',
      { limit: 7 },
      companyEtag(before),
      racedOnFirstRead(),
    );
    // Assess
    await expect(refused).rejects.toBeInstanceOf(PreconditionFailedError);
    expect((await storedCompany(companyUuid)).limits.categories).toBe(before.limits.categories);
  });
});
