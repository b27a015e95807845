/** The company logo removal: deletes the object and clears `image_url`. */
import { nowIso } from '../data/time';
import { type FileRepository, deleteObject } from '../files/file-repository';
import { assertIfMatch, requireCompany } from './company-guards';
import { type CompanyRepository, companyRepository } from './company-repository';

export interface LogoRemovalDependencies {
  companies: Pick<CompanyRepository, 'getCompany' | 'clearCompanyImage'>;
  files: Pick<FileRepository, 'deleteObject'>;
}

const defaults: LogoRemovalDependencies = { companies: companyRepository, files: { deleteObject } };

/**
 * Removes the logo (idempotent): deletes the object, then clears the record that names it. The
 * object goes first so that a failure at either step leaves the record naming it, and a retry
 * deletes it (again) and clears the record: no public object outlives its record. An If-Match (the
 * company's ETag) is checked against the company read here; the clearing is then conditioned only
 * on the object, since once that is deleted the record must stop naming it.
 */
export async function deleteLogo(
  companyUuid: string,
  ifMatch: string | undefined,
  deps: LogoRemovalDependencies = defaults,
): Promise<void> {
  const company = await requireCompany(companyUuid, deps.companies);
  assertIfMatch(ifMatch, company);
  const key = company.image_key;
  if (!key) return;
  await deps.files.deleteObject(key);
  await deps.companies.clearCompanyImage(companyUuid, key, { now: nowIso() });
}
