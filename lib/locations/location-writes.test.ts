/**
 * The location writes over an in-memory repository: what each operation stores and answers, the
 * place rules checked on the record a PUT or PATCH would store (nothing written when they fail),
 * If-Match, and a lost race re-applied.
 */
import * as z from 'zod/mini';
import { OPERATOR } from '../audit/audit-context';
import { ConflictError, PreconditionFailedError, ValidationError } from '../errors';
import { newId } from '../data/ids';
import { fakeRecords } from '../../test/support/fake-records';
import { type StoredLocation, locationEtag } from './location';
import { LocationPatch, LocationWrite } from './location-input';
import type { LocationRepository } from './location-repository';
import { createLocation, replaceLocation, updateLocation } from './location-writes';

const COMPANY = newId();
const US = '90043b98-dad8-5147-8000-d2a21af72f22';
const US_IL = 'acb9a6b0-f0c6-5486-a69c-8a749fb804a5';

function repositoryOver() {
  const store = fakeRecords<StoredLocation>(
    (location) => location.company_location_uuid,
    () => new ConflictError('A location with this name already exists'),
  );
  const repository = {
    getLocation: (_company: string, uuid: string) => store.get(uuid),
    createLocation: (location: StoredLocation) => store.create(location),
    updateLocationVersioned: (current: StoredLocation, next: StoredLocation) => store.save(current, next),
    deleteLocationVersioned: (current: StoredLocation) => store.erase(current),
  } as unknown as LocationRepository;
  return { store, repository };
}

const write = (fields: Record<string, unknown>) => z.parse(LocationWrite, fields);
const patch = (fields: Record<string, unknown>) => z.parse(LocationPatch, fields);

async function made(repository: LocationRepository) {
  return createLocation(
    COMPANY,
    write({ name: 'East branch', city: 'Springfield', country_uuid: US, country_state_uuid: US_IL }),
    { audit: OPERATOR },
    repository,
  );
}

describe('location writes', () => {
  it('creates version 1, every optional field omitted stored as null, answered with its ETag', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    const stored = store.records.get(created.record.company_location_uuid) as StoredLocation;
    expect(stored).toMatchObject({
      name: 'East branch',
      city: 'Springfield',
      address1: null,
      phone: null,
      timezone: null,
      version: 1,
    });
    expect(created.etag).toBe(locationEtag(stored));
  });

  it('refuses a state without its country or outside it (422), and stores nothing', async () => {
    const { store, repository } = repositoryOver();
    await expect(
      createLocation(COMPANY, write({ name: 'North', country_state_uuid: US_IL }), { audit: OPERATOR }, repository),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(store.records.size).toBe(0);
  });

  it('checks the place rules on the merged record of a PATCH: dropping the state of a country that has states is 422', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    const request = { companyUuid: COMPANY, id: created.record.company_location_uuid };
    await expect(
      updateLocation(request, patch({ country_state_uuid: null }), OPERATOR, repository),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(store.saves).toEqual([]);
    const patched = await updateLocation(
      request,
      patch({ city: 'Peoria', timezone: 'America/Chicago' }),
      OPERATOR,
      repository,
    );
    expect(patched.record).toMatchObject({
      name: 'East branch',
      city: 'Peoria',
      country_uuid: US,
      country_state_uuid: US_IL,
      timezone: 'America/Chicago',
    });
  });

  it('replaces every editable field, resetting the omitted ones to null', async () => {
    const { repository } = repositoryOver();
    const created = await made(repository);
    const replaced = await replaceLocation(
      { companyUuid: COMPANY, id: created.record.company_location_uuid },
      write({ name: 'Riverside branch' }),
      OPERATOR,
      repository,
    );
    expect(replaced.record).toMatchObject({
      name: 'Riverside branch',
      city: null,
      country_uuid: null,
      country_state_uuid: null,
    });
  });

  it('answers 412 for a stale If-Match, and re-applies a PATCH that lost a race without one', async () => {
    const { store, repository } = repositoryOver();
    const created = await made(repository);
    const request = { companyUuid: COMPANY, id: created.record.company_location_uuid };
    await expect(
      updateLocation({ ...request, ifMatch: '"stale"' }, patch({ city: 'Lost' }), OPERATOR, repository),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    store.beforeNextSave((stored) => ({ ...stored, address1: '1 Main Street', version: stored.version + 1 }));
    const patched = await updateLocation(request, patch({ city: 'Both' }), OPERATOR, repository);
    expect(patched.record).toMatchObject({ city: 'Both', address1: '1 Main Street' });
    expect(store.records.get(request.id)?.version).toBe(3);
  });
});
