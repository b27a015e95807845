/**
 * App data: the reference data the owning application loads at start, served as
 * one document with a strong ETag. Everything but the caller's company locations is the same for
 * every caller: the bulk of it comes serialized (static-members.ts), the few members that depend on
 * configuration are serialized once per container. The ETag hashes their digest with the
 * locations, so it changes whenever any part of the caller's body does.
 */
import { createHash } from 'node:crypto';
import { config } from '../config';
import { type LocationRepository, locationRepository } from '../locations/location-repository';
import { toLocation } from '../locations/location';
import { ROLES, STATUSES } from '../users/roles';
import { staticMembers } from './static-members';

/** The serialized body and its strong entity tag. */
export interface AppDataDocument {
  json: string;
  etag: string;
}

interface StaticParts {
  /** The members before `company_locations`, serialized, without braces. */
  head: string;
  /** The members after it. */
  tail: string;
  digest: string;
}

let parts: StaticParts | undefined;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

function staticParts(): StaticParts {
  if (!parts) {
    // Member order is the documented one: client_version, roles, statuses, company_locations, the rest.
    const head = JSON.stringify({ client_version: config.clientVersion, roles: ROLES, statuses: STATUSES }).slice(
      1,
      -1,
    );
    const tail = staticMembers();
    parts = { head, tail: tail.json, digest: sha256(`${head}\n${tail.digest}`) };
  }
  return parts;
}

/** The app-data document of a caller; `companyUuid` null (platform keys) gives no company locations. */
export async function getAppDataDocument(
  companyUuid: string | null,
  locations: LocationRepository = locationRepository,
): Promise<AppDataDocument> {
  const companyLocations = companyUuid ? await locations.listLocationsOfCompany(companyUuid) : [];
  const locationsJson = JSON.stringify(companyLocations.map(toLocation));
  const { head, tail, digest } = staticParts();
  return {
    json: `{"data":{${head},"company_locations":${locationsJson},${tail}}}`,
    etag: `"${sha256(`${digest}\n${locationsJson}`).slice(0, 40)}"`,
  };
}
