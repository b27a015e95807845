/**
 * The members of app-data that are the same for every caller and every container: countries
 * with their states, industries, property locations and the automation catalog, serialized, with
 * the SHA-256 of that text. Under tsx and jest they are built here on first use. The app-data
 * bundle carries them already built, brotli-compressed (`static-app-data` in
 * serverless/esbuild-plugins.cjs, which calls `buildStaticMembers`), so no container derives a
 * UUIDv5 or serializes them.
 */
import { createHash } from 'node:crypto';
import { automationCatalog } from '../automations/catalog';
import { listCountries } from '../reference/countries';
import { INDUSTRIES, PROPERTY_LOCATIONS } from '../reference/catalogs';

export interface StaticMembers {
  /** The members, serialized in the documented order, without the braces around them. */
  json: string;
  /** SHA-256 (hex) of `json`. */
  digest: string;
}

/** Builds the members from their sources (run time under tsx and jest; bundle time for Lambda). */
export function buildStaticMembers(): StaticMembers {
  const json = JSON.stringify({
    countries: listCountries(),
    industries: INDUSTRIES,
    property_locations: PROPERTY_LOCATIONS,
    automation_catalog: automationCatalog(),
  }).slice(1, -1);
  return { json, digest: createHash('sha256').update(json, 'utf8').digest('hex') };
}

let built: StaticMembers | undefined;

/** The members, built once per process. */
export function staticMembers(): StaticMembers {
  built ??= buildStaticMembers();
  return built;
}
