/** GET company: the query and the read. */
// zod/mini: GET company needs no other zod, so its bundle stays small.
import * as z from '../schema';
import { type VersionedCompany, toVersionedCompany } from './company';
import { assertSameCompany, requireCompany } from './company-guards';
import { type CompanyReader, companyReader } from './company-reader';

/** GET company query: the optional `uuid` must name the path's company. */
export const CompanyGetQuery = z.object({ uuid: z.optional(z.string()) });

/** The company; `uuid` (the GET query's) must name it when given. */
export async function getCompany(
  companyUuid: string,
  options: { uuid?: string } = {},
  repository: Pick<CompanyReader, 'getCompany'> = companyReader,
): Promise<VersionedCompany> {
  assertSameCompany(options.uuid, companyUuid, 'uuid');
  return toVersionedCompany(await requireCompany(companyUuid, repository));
}
