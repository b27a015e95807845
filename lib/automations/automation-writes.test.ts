/**
 * The automation writes over an in-memory repository: what each operation stores and answers, a
 * PATCH merged into a record that must stay valid, If-Match, and a lost race re-applied.
 */
import * as z from 'zod/mini';
import { ConflictError, PreconditionFailedError, ValidationError } from '../errors';
import { newId } from '../data/ids';
import { fakeRecords } from '../../test/support/fake-records';
import { type StoredAutomation, automationEtag } from './automation';
import { AutomationPatchSchema, AutomationWriteSchema } from './automation-input';
import type { AutomationRepository } from './automation-repository';
import { createAutomation, replaceAutomation, updateAutomation } from './automation-writes';

const COMPANY = newId();
const body = (overrides: Record<string, unknown> = {}) =>
  z.parse(AutomationWriteSchema, {
    name: 'Welcome e-mail',
    type: 'CUSTOMER',
    triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
    actions: [{ action: 'SEND_EMAIL', value: ['{{customer.email}}'], settings: { subject: 'Welcome', body: 'Hello' } }],
    ...overrides,
  });
const patch = (fields: Record<string, unknown>) => z.parse(AutomationPatchSchema, fields);

function repositoryOver() {
  const store = fakeRecords<StoredAutomation>(
    (automation) => automation.automation_uuid,
    () => new ConflictError('exists'),
  );
  const repository = {
    getAutomation: (_company: string, uuid: string) => store.get(uuid),
    createAutomation: (automation: StoredAutomation) => store.create(automation),
    replaceAutomation: (current: StoredAutomation, next: StoredAutomation) => store.save(current, next),
    deleteAutomation: (current: StoredAutomation) => store.erase(current),
  } as unknown as AutomationRepository;
  return { store, repository };
}

describe('automation writes', () => {
  it('creates version 1 with the schema defaults, answered with its ETag', async () => {
    const { store, repository } = repositoryOver();
    const created = await createAutomation(COMPANY, body(), {}, repository);
    const stored = store.records.get(created.record.automation_uuid) as StoredAutomation;
    expect(stored.version).toBe(1);
    expect(created).toEqual({
      record: expect.objectContaining({
        name: 'Welcome e-mail',
        company_uuid: COMPANY,
        is_enabled: true,
        outside_business_hours: 'HOLD',
        filters: [],
        description: null,
      }),
      etag: automationEtag(stored),
    });
    expect(stored.outside_business_hours).toBe('HOLD');
  });

  it('stores outside_business_hours as sent, resets it to HOLD on a PUT without it, and PATCHes it alone', async () => {
    const { store, repository } = repositoryOver();
    const created = await createAutomation(COMPANY, body({ outside_business_hours: 'SKIP' }), {}, repository);
    const request = { companyUuid: COMPANY, id: created.record.automation_uuid };
    expect(created.record.outside_business_hours).toBe('SKIP');
    const replaced = await replaceAutomation(request, body({ name: 'Replaced' }), repository);
    expect(replaced.record.outside_business_hours).toBe('HOLD');
    const patched = await updateAutomation(request, patch({ outside_business_hours: 'SKIP' }), repository);
    expect(patched.record).toEqual({
      ...replaced.record,
      outside_business_hours: 'SKIP',
      updated_at: expect.any(String),
    });
    expect(store.records.get(request.id)?.outside_business_hours).toBe('SKIP');
  });

  it('replaces every field and merges a PATCH, each as a new version', async () => {
    const { store, repository } = repositoryOver();
    const created = await createAutomation(COMPANY, body({ description: 'First' }), {}, repository);
    const request = { companyUuid: COMPANY, id: created.record.automation_uuid };
    const replaced = await replaceAutomation(request, body({ name: 'Replaced' }), repository);
    expect(replaced.record).toMatchObject({ name: 'Replaced', description: null });
    const patched = await updateAutomation(request, patch({ is_enabled: false }), repository);
    expect(patched.record).toMatchObject({ name: 'Replaced', is_enabled: false });
    expect(store.records.get(request.id)?.version).toBe(3);
  });

  it('refuses a PATCH that leaves the record invalid (a trigger of another type), writing nothing', async () => {
    const { store, repository } = repositoryOver();
    const created = await createAutomation(COMPANY, body(), {}, repository);
    await expect(
      updateAutomation(
        { companyUuid: COMPANY, id: created.record.automation_uuid },
        patch({ type: 'JOB' }),
        repository,
      ),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(store.saves).toEqual([]);
  });

  it('answers 412 for a stale If-Match, and re-applies a PATCH that lost a race without one', async () => {
    const { store, repository } = repositoryOver();
    const created = await createAutomation(COMPANY, body(), {}, repository);
    const request = { companyUuid: COMPANY, id: created.record.automation_uuid };
    await expect(
      updateAutomation({ ...request, ifMatch: '"stale"' }, patch({ name: 'Lost' }), repository),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    store.beforeNextSave((stored) => ({ ...stored, description: 'Meanwhile', version: stored.version + 1 }));
    const patched = await updateAutomation(request, patch({ name: 'Both' }), repository);
    expect(patched.record).toMatchObject({ name: 'Both', description: 'Meanwhile' });
    expect(store.saves).toHaveLength(2);
  });
});
