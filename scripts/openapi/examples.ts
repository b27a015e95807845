/**
 * What the resources' example bodies share: the record example type (checked by its schema in
 * ./records.ts, and parsed by it in a test) and the ids and times they repeat. Each resource module
 * (scripts/descriptions/<resource>.ts) holds the examples of its records; JSON request bodies come from
 * each route's `basic` sample event (events/).
 */
import type * as z from 'zod';
import type * as records from './records';

/** The response records records.ts declares (the schemas that are not a list's `meta` or a problem). */
export type DeclaredRecordName = Exclude<keyof typeof records, 'ListMeta' | 'UsersListMeta' | 'Problem'>;

/** A response record: one records.ts declares, or a resource model's (`model`, scripts/resources.ts). */
export type RecordName = DeclaredRecordName | `${string}Record`;

/** A record's example: checked by the type of a declared record, by its model's schema in a test otherwise. */
export type Example<Name extends RecordName> = Name extends DeclaredRecordName
  ? z.output<(typeof records)[Name]>
  : Record<string, unknown>;

export const COMPANY = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
export const OWNER = '0190f3a4-6a00-7b1c-8d2e-3f4a5b6c7d01';
export const TECHNICIAN = '0190f3a4-6a00-7b1c-8d2e-3f4a5b6c7d02';
export const LOCATION = '0190f3a4-7b00-7c1d-8e2f-4a5b6c7d8e01';
export const KEY = '0190f3a4-8c00-7d1e-8f3a-5b6c7d8e9f01';
export const INVITATION = '0190f3a4-9d00-7e1f-8a4b-6c7d8e9fa001';
export const US = '90043b98-dad8-5147-8000-d2a21af72f22';
export const NEW_YORK = '26b7142f-4341-5c50-8afd-5611b9263a25';
export const CREATED = '2026-11-21T09:30:00.000Z';
export const UPDATED = '2026-11-22T14:05:12.345Z';
