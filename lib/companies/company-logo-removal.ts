/** The company logo removal (contract §8 DELETE image): clears `image_url` and deletes the object. */
import { nowIso } from '../data/time';
import { type FileRepository, deleteObject } from '../files/file-repository';
import { type CompanyRepository, companyRepository } from './company-repository';

export interface LogoRemovalDependencies {
  companies: Pick<CompanyRepository, 'clearCompanyImage'>;
  files: Pick<FileRepository, 'deleteObject'>;
}

const defaults: LogoRemovalDependencies = { companies: companyRepository, files: { deleteObject } };

/** Removes the logo (idempotent): clears `image_url` and deletes the object. */
export async function removeLogo(companyUuid: string, deps: LogoRemovalDependencies = defaults): Promise<void> {
  const key = await deps.companies.clearCompanyImage(companyUuid, { now: nowIso() });
  if (key) await deps.files.deleteObject(key);
}
