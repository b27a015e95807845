import { s3Client } from '../../lib/aws/s3';
import { handler } from './get-company-settings-json';
import { handler as updateCompany } from './update-company';
import { fileRepository } from '../../lib/files/file-repository';
import { settingsFileKey } from '../../lib/files/keys';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import type { TestResponse } from '../../test/support/invoke';
import { expectProblem, expectRecord } from '../../test/support/responses';

/** 200 with the download of a setting: its name, a URL and its expiry. */
function expectDownload(response: TestResponse, settingsName: string): void {
  expectRecord(response, {
    record: { settings_name: settingsName, url: expect.any(String), expires_at: expect.any(String) },
  });
}

function getSettings(
  key: string,
  companyUuid: string,
  options: { query?: Record<string, string>; body?: unknown } = {},
) {
  const event = loadEvent('get-company-settings-json/basic');
  event.queryStringParameters = null;
  event.multiValueQueryStringParameters = null;
  return invoke(handler, withRequest(event, { key, pathParameters: { company_uuid: companyUuid }, ...options }));
}

async function withSettings(settings: Record<string, unknown>, customSettings: Record<string, unknown> = {}) {
  const company = await makeCompany();
  const patched = await invoke(
    updateCompany,
    withRequest(loadEvent('update-company/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      body: { settings, custom_settings: customSettings },
    }),
  );
  if (patched.status !== 200) throw new Error(`PATCH failed: ${patched.rawBody}`);
  return company;
}

async function downloadJson(
  url: string,
): Promise<{ status: number; type: string | null; disposition: string | null; value: unknown }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    value: JSON.parse(await response.text()),
  };
}

const THEME = { mode: 'dark', colours: ['#000', '#fff'], sizes: { base: 14, scale: 1.25 }, enabled: true, note: null };

describe('get-company-settings-json handler', () => {
  it('writes the setting as a JSON file and answers a download URL that returns it', async () => {
    // Prepare
    const company = await withSettings({ theme: THEME, other: 1 });
    const started = Date.now();
    // Act
    const response = await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'theme' } });
    const finished = Date.now();
    // Assess
    expectDownload(response, 'theme');
    const expiresAt = Date.parse(response.body.data.expires_at);
    expect(response.body.data.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // SigV4 signs whole seconds: the URL lives 15 minutes from the signing second, within the request.
    expect(expiresAt).toBeGreaterThan(started + 15 * 60 * 1000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(finished + 15 * 60 * 1000);
    expect(Number(new URL(response.body.data.url).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    // Every download is an attachment.
    expect(await downloadJson(response.body.data.url)).toEqual({
      status: 200,
      type: 'application/json',
      disposition: 'attachment',
      value: THEME,
    });
  });

  it('takes settings_name from a JSON body, and the query wins over it', async () => {
    const company = await withSettings({ theme: THEME, layout: 'grid' });
    const fromBody = await getSettings(company.ownerKey, company.companyUuid, { body: { settings_name: 'layout' } });
    expectDownload(fromBody, 'layout');
    expect((await downloadJson(fromBody.body.data.url)).value).toBe('grid');
    const both = await getSettings(company.ownerKey, company.companyUuid, {
      query: { settings_name: 'theme' },
      body: { settings_name: 'layout' },
    });
    expectDownload(both, 'theme');
    expect((await downloadJson(both.body.data.url)).value).toEqual(THEME);
  });

  it('prefers custom_settings when both objects have the key', async () => {
    const company = await withSettings({ theme: THEME }, { theme: { mode: 'custom' } });
    const response = await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'theme' } });
    expectDownload(response, 'theme');
    expect((await downloadJson(response.body.data.url)).value).toEqual({ mode: 'custom' });
  });

  it('does not rewrite an unchanged setting, and rewrites a changed one', async () => {
    // Prepare
    const company = await withSettings({ theme: THEME });
    const key = settingsFileKey(company.companyUuid, 'theme');
    await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'theme' } });
    const head = await fileRepository.headObject(key);
    // Out-of-band marker: if the handler rewrote the object, the marker would be gone.
    await fileRepository.putObject(key, Buffer.from('"marker"'), {
      contentType: 'application/json',
      metadata: head?.metadata ?? {},
    });
    // Act
    const unchanged = await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'theme' } });
    // Assess
    expect((await downloadJson(unchanged.body.data.url)).value).toBe('marker');
    await invoke(
      updateCompany,
      withRequest(loadEvent('update-company/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        body: { settings: { theme: { mode: 'light' } } },
      }),
    );
    const changed = await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'theme' } });
    expect((await downloadJson(changed.body.data.url)).value).toEqual({ mode: 'light' });
  });

  it('stores odd setting names under the company settings prefix', async () => {
    const name = '../../other/ü key';
    const company = await withSettings({ [name]: [1, 2, 3] });
    const response = await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: name } });
    expectDownload(response, name);
    expect(settingsFileKey(company.companyUuid, name).startsWith(`companies/${company.companyUuid}/settings/`)).toBe(
      true,
    );
    expect((await downloadJson(response.body.data.url)).value).toEqual([1, 2, 3]);
  });

  it('tags the file for the bucket lifecycle rule that expires generated settings files', async () => {
    // s3rver keeps no tags from PutObject, so the real request is observed on its way out instead.
    const company = await withSettings({ theme: THEME });
    const sentTags: Array<string | undefined> = [];
    const observer = 'observeTagging';
    s3Client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { method?: string; headers?: Record<string, string> };
        if (request.method === 'PUT') sentTags.push(request.headers?.['x-amz-tagging']);
        return next(args);
      },
      { step: 'finalizeRequest', name: observer },
    );
    try {
      expectDownload(
        await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'theme' } }),
        'theme',
      );
    } finally {
      s3Client.middlewareStack.remove(observer);
    }
    expect(sentTags).toEqual(['generated=settings-json']);
  });

  it('answers 404 for a name that is no top-level key', async () => {
    const company = await withSettings({ theme: THEME });
    const nested = await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'mode' } });
    expectProblem(nested, { status: 404, code: 'not_found' });
    expectProblem(await getSettings(company.ownerKey, company.companyUuid, { query: { settings_name: 'toString' } }), {
      status: 404,
      code: 'not_found',
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { query: { settings_name: '' } }],
    ['a number in the body', { body: { settings_name: 5 } }],
  ])('answers 422 when settings_name is %s', async (_name, options) => {
    const company = await withSettings({ theme: THEME });
    const response = await getSettings(company.ownerKey, company.companyUuid, options);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'settings_name', code: expect.any(String), message: expect.any(String) }],
    });
  });

  it('answers 422 for an unknown field of the body, as any body does; an unknown query parameter stays ignored', async () => {
    const company = await withSettings({ theme: THEME });
    const response = await getSettings(company.ownerKey, company.companyUuid, {
      body: { settings_name: 'theme', bogus: 1 },
    });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'bogus', code: 'unknown_field', message: 'Unknown field "bogus"' }],
    });
    expectDownload(
      await getSettings(company.ownerKey, company.companyUuid, {
        query: { bogus: '1' },
        body: { settings_name: 'theme' },
      }),
      'theme',
    );
  });

  it('serves technicians and platform keys', async () => {
    const company = await withSettings({ theme: THEME });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    const platform = await makePlatformKey();
    expectDownload(
      await getSettings(technician.key, company.companyUuid, { query: { settings_name: 'theme' } }),
      'theme',
    );
    expectDownload(
      await getSettings(platform.key, company.companyUuid, { query: { settings_name: 'theme' } }),
      'theme',
    );
  });

  it('works with the sample event', async () => {
    const company = await withSettings({ theme: THEME });
    const response = await invoke(
      handler,
      withRequest(loadEvent('get-company-settings-json/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
      }),
    );
    expectRecord(response, {
      record: { settings_name: expect.any(String), url: expect.any(String), expires_at: expect.any(String) },
    });
  });
});
