/**
 * A create with an Idempotency-Key whose first attempt committed but was never settled (its
 * invocation died, or the answer was lost): a later attempt that takes the key over creates nothing
 * new, because every attempt of one request within its key's 24 h gives its record the same id.
 */
import { AutomationWriteSchema } from '../automations/automation-input';
import { createAutomation } from '../automations/automation-writes';
import { CategoryCreate } from '../categories/category-input';
import { createCategory } from '../categories/category-writes';
import { categoryRepository } from '../categories/category-repository';
import { parseOrThrow } from '../validation';
import { automationBody, automationCount } from '../../test/support/automations';
import { categoryBody } from '../../test/support/categories';
import { type CompanyFixture, makeCompany, setCompanyLimit } from '../../test/support/fixtures';
import { IDEMPOTENCY_LEASE_MS } from './idempotency';
import { createIdempotencyRepository } from './idempotency-repository';
import { type IdempotencyClaim, createIdempotentRequests } from './idempotent-requests';

const T0 = Date.UTC(2026, 0, 1);

describe('idempotent creates', () => {
  let clock = T0;
  const requests = createIdempotentRequests(createIdempotencyRepository(), () => clock);
  let company: CompanyFixture;

  beforeEach(async () => {
    clock = T0;
    company = await makeCompany();
  });

  function scope(path: string) {
    return { keyId: `key-${Math.random().toString(36).slice(2)}`, method: 'POST', path, idempotencyKey: 'k' };
  }

  async function claim(request: ReturnType<typeof scope>, body: unknown): Promise<IdempotencyClaim> {
    const outcome = await requests.beginIdempotentRequest(request, body);
    if (outcome.kind !== 'claimed') throw new Error('expected a claim');
    return outcome.claim;
  }

  it('gives every attempt of one request the same record id, and another body or caller another', async () => {
    const request = scope('/api/v1/categories');
    const first = await claim(request, { a: 1 });
    await requests.releaseIdempotentRequest(first);
    const again = await claim(request, { a: 1 });
    await requests.releaseIdempotentRequest(again);
    const otherBody = await claim(request, { a: 2 });
    const otherCaller = await claim(scope('/api/v1/categories'), { a: 1 });
    expect(again.recordId).toBe(first.recordId);
    expect(new Set([first.recordId, otherBody.recordId, otherCaller.recordId]).size).toBe(3);
  });

  it('answers the automation an abandoned claim created when a retry takes the key over after its lease', async () => {
    // Prepare: the first attempt creates, then its invocation dies before it settles the key.
    const request = scope(`/api/v1/companies/${company.companyUuid}/automations`);
    const body = automationBody({ name: 'Created, never settled' });
    const abandoned = await claim(request, body);
    const first = await createAutomation(company.companyUuid, parseOrThrow(AutomationWriteSchema, body), {
      idempotentId: abandoned.recordId,
    });
    // Act
    clock = T0 + IDEMPOTENCY_LEASE_MS + 1;
    const takeover = await claim(request, body);
    const second = await createAutomation(company.companyUuid, parseOrThrow(AutomationWriteSchema, body), {
      idempotentId: takeover.recordId,
    });
    // Assess
    expect(takeover.token).not.toBe(abandoned.token);
    expect(second).toEqual(first);
    expect(await automationCount(company.companyUuid)).toBe(1);
  });

  it('answers the category an abandoned claim created, though its name and the limit are now taken', async () => {
    // Prepare
    const request = scope('/api/v1/categories');
    const body = categoryBody({ name: 'Created, never settled' });
    const abandoned = await claim(request, body);
    const first = await createCategory(company.companyUuid, parseOrThrow(CategoryCreate, body), {
      idempotentId: abandoned.recordId,
    });
    await setCompanyLimit(company.companyUuid, 'categories', 1);
    // Act
    clock = T0 + IDEMPOTENCY_LEASE_MS + 1;
    const takeover = await claim(request, body);
    const second = await createCategory(company.companyUuid, parseOrThrow(CategoryCreate, body), {
      idempotentId: takeover.recordId,
    });
    // Assess
    expect(second).toEqual(first);
    const page = await categoryRepository.listCategories(company.companyUuid, {
      page: 1,
      page_size: 25,
      sort_by: 'created_at',
      sort_order: 'asc',
      search: undefined,
    });
    expect(page.meta.total).toBe(1);
  });

  it("still refuses a taken name when no record has the request's id", async () => {
    const request = scope('/api/v1/categories');
    await createCategory(company.companyUuid, parseOrThrow(CategoryCreate, categoryBody({ name: 'Taken' })));
    const body = categoryBody({ name: 'Taken' });
    const attempt = await claim(request, body);
    const create = createCategory(company.companyUuid, parseOrThrow(CategoryCreate, body), {
      idempotentId: attempt.recordId,
    });
    await expect(create).rejects.toMatchObject({ status: 409, code: 'conflict' });
  });
});
