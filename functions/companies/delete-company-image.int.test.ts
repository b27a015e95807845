import { handler } from './delete-company-image';
import { handler as uploadImage } from './upload-company-image';
import { handler as getCompany } from './get-company';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { PNG, multipart } from '../../test/support/companies';
import { ANY_ETAG, expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

function remove(key: string, companyUuid: string, headers: Record<string, string> = {}) {
  return invoke(
    handler,
    withRequest(loadEvent('delete-company-image/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      headers,
    }),
  );
}

function read(key: string, companyUuid: string) {
  return invoke(
    getCompany,
    withRequest(loadEvent('get-company/basic'), { key, pathParameters: { company_uuid: companyUuid } }),
  );
}

async function withLogo(): Promise<{ companyUuid: string; ownerKey: string; imageUrl: string }> {
  const company = await makeCompany();
  const uploaded = await invoke(
    uploadImage,
    withRequest(loadEvent('upload-company-image/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      ...multipart([{ name: 'image_url', data: PNG, filename: 'logo.png' }]),
    }),
  );
  if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.rawBody}`);
  return { ...company, imageUrl: uploaded.body.data.image_url };
}

describe('delete-company-image handler', () => {
  it('deletes the logo object, sets image_url to null and answers 204', async () => {
    // Prepare
    const company = await withLogo();
    const before = await read(company.ownerKey, company.companyUuid);
    expect((await fetch(company.imageUrl)).status).toBe(200);
    // Act
    const response = await remove(company.ownerKey, company.companyUuid);
    // Assess
    expectNoContent(response);
    const after = await read(company.ownerKey, company.companyUuid);
    expectRecord(after, {
      record: { ...before.body.data, image_url: null, updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await fetch(company.imageUrl)).status).toBe(404);
  });

  it('honours If-Match with the company ETag: a stale one answers 412 and keeps the logo, the current one removes it', async () => {
    // Prepare
    const company = await withLogo();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const stale = await remove(company.ownerKey, company.companyUuid, { 'If-Match': '"stale"' });
    const servedAfterStale = await fetch(company.imageUrl);
    const current = await remove(company.ownerKey, company.companyUuid, { 'If-Match': before.headers.etag ?? '' });
    // Assess
    expectProblem(stale, { status: 412, code: 'precondition_failed' });
    expect(servedAfterStale.status).toBe(200);
    expectNoContent(current);
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: { ...before.body.data, image_url: null, updated_at: expect.any(String) },
      etag: ANY_ETAG,
    });
    expect((await fetch(company.imageUrl)).status).toBe(404);
  });

  it('is idempotent: a second delete, or one without a logo, answers 204 and writes nothing', async () => {
    const company = await withLogo();
    expectNoContent(await remove(company.ownerKey, company.companyUuid));
    const between = await read(company.ownerKey, company.companyUuid);
    expect(between.body.data.image_url).toBeNull();
    expectNoContent(await remove(company.ownerKey, company.companyUuid));
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: between.body.data,
      etag: between.headers.etag,
    });
  });

  it.each([
    ['an admin', 'ROLE_COMPANY_ADMIN'],
    ['a manager', 'ROLE_COMPANY_MANAGER'],
  ] as const)('answers 403 to %s and keeps the logo', async (_name, role) => {
    const company = await withLogo();
    const user = await makeUser(company.companyUuid, role);
    const before = await read(company.ownerKey, company.companyUuid);
    expect(before.body.data.image_url).toBe(company.imageUrl);
    expectProblem(await remove(user.key, company.companyUuid), { status: 403, code: 'forbidden' });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: before.body.data,
      etag: before.headers.etag,
    });
  });

  it('answers 403 to a platform key', async () => {
    const company = await withLogo();
    const platform = await makePlatformKey();
    expectProblem(await remove(platform.key, company.companyUuid), { status: 403, code: 'forbidden' });
  });
});
