import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { handler } from './upload-company-image';
import { handler as getCompany } from './get-company';
import { bucketName, s3Client } from '../../lib/aws/s3';
import { config } from '../../lib/config';
import { fileRepository } from '../../lib/files/file-repository';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { type CompanyFixture, makeCompany, makeUser } from '../../test/support/fixtures';
import { APNG, GIF, JPEG, PNG, type Part, SVG, WEBP, companyRecord, multipart } from '../../test/support/companies';
import type { TestResponse } from '../../test/support/invoke';
import { ANY_ETAG, expectProblem, expectRecord } from '../../test/support/responses';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** 200 with the whole fixture company, its image_url a new logo object under its logo prefix ending as given, and an ETag. */
function expectLogo(response: TestResponse, company: CompanyFixture, extension: string): void {
  const imageUrl = expect.stringMatching(
    new RegExp(
      `^${escaped(`${config.assetsBaseUrl}/companies/${company.companyUuid}/logo/`)}[0-9a-f-]{36}${escaped(extension)}$`,
    ),
  );
  expectRecord(response, { record: companyRecord(company, { image_url: imageUrl }), etag: ANY_ETAG });
}

function upload(key: string, companyUuid: string, parts: Part[], headers: Record<string, string> = {}) {
  const request = multipart(parts);
  return invoke(
    handler,
    withRequest(loadEvent('upload-company-image/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      ...request,
      headers: { ...request.headers, ...headers },
    }),
  );
}

function read(key: string, companyUuid: string) {
  return invoke(
    getCompany,
    withRequest(loadEvent('get-company/basic'), { key, pathParameters: { company_uuid: companyUuid } }),
  );
}

function logo(data: Buffer, filename = 'logo.png', contentType = 'image/png'): Part {
  return { name: 'image_url', data, filename, contentType };
}

describe('upload-company-image handler', () => {
  it('stores the logo, answers the company and serves the bytes publicly', async () => {
    // Prepare
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    // Act
    const response = await upload(company.ownerKey, company.companyUuid, [
      { name: 'note', data: 'ignored' },
      logo(PNG),
    ]);
    // Assess
    const imageUrl: string = response.body.data.image_url;
    expectRecord(response, {
      record: {
        ...before.body.data,
        image_url: expect.stringMatching(
          new RegExp(`^${config.assetsBaseUrl}/companies/${company.companyUuid}/logo/[0-9a-f-]{36}\\.png$`),
        ),
        updated_at: expect.any(String),
      },
      etag: ANY_ETAG,
    });
    expect(response.headers.etag).not.toBe(before.headers.etag);
    const served = await fetch(imageUrl); // no credentials
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Browsers keep it a year (a new upload is a new URL); CDN edges recheck it daily, so a deleted logo stops being served.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=86400, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: response.body.data,
      etag: response.headers.etag,
    });
  });

  it.each([
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['animated PNG', APNG, 'png', 'image/png'],
  ])('accepts a %s whatever its declared name and type', async (_kind, bytes, extension, mime) => {
    const company = await makeCompany();
    const response = await upload(company.ownerKey, company.companyUuid, [
      logo(bytes, 'picture.bin', 'application/octet-stream'),
    ]);
    expectLogo(response, company, `.${extension}`);
    const served = await fetch(response.body.data.image_url);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deletes the previous logo object when replacing it', async () => {
    const company = await makeCompany();
    const first = await upload(company.ownerKey, company.companyUuid, [logo(PNG)]);
    const second = await upload(company.ownerKey, company.companyUuid, [logo(GIF, 'logo.gif', 'image/gif')]);
    expectLogo(second, company, '.gif');
    expect(second.body.data.image_url).not.toBe(first.body.data.image_url);
    expect((await fetch(first.body.data.image_url)).status).toBe(404);
    expect((await fetch(second.body.data.image_url)).status).toBe(200);
  });

  it('honours If-Match with the company ETag: a stale one answers 412 and stores nothing, the current one replaces', async () => {
    // Prepare
    const company = await makeCompany();
    const first = await upload(company.ownerKey, company.companyUuid, [logo(PNG)]);
    // Act
    const stale = await upload(company.ownerKey, company.companyUuid, [logo(GIF, 'logo.gif')], {
      'If-Match': '"stale"',
    });
    const current = await upload(company.ownerKey, company.companyUuid, [logo(GIF, 'logo.gif')], {
      'If-Match': first.headers.etag ?? '',
    });
    // Assess
    expectProblem(stale, { status: 412, code: 'precondition_failed' });
    expectLogo(current, company, '.gif');
    expect(current.body.data.image_url).not.toBe(first.body.data.image_url);
    const logos = await s3Client.send(
      new ListObjectsV2Command({ Bucket: bucketName, Prefix: `companies/${company.companyUuid}/logo/` }),
    );
    expect(logos.Contents?.map((object) => object.Key)).toEqual([
      (current.body.data.image_url as string).slice(config.assetsBaseUrl.length + 1),
    ]);
  });

  it('answers 415 for an SVG renamed .png and writes nothing', async () => {
    const company = await makeCompany();
    const before = await read(company.ownerKey, company.companyUuid);
    const response = await upload(company.ownerKey, company.companyUuid, [logo(SVG, 'logo.png', 'image/png')]);
    expectProblem(response, { status: 415, code: 'unsupported_media_type' });
    expectRecord(await read(company.ownerKey, company.companyUuid), {
      record: before.body.data,
      etag: before.headers.etag,
    });
  });

  it('answers 415 for another recognised type (PDF)', async () => {
    const company = await makeCompany();
    const response = await upload(company.ownerKey, company.companyUuid, [
      logo(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'logo.png'),
    ]);
    expectProblem(response, { status: 415, code: 'unsupported_media_type' });
  });

  it('answers 413 for a file over 2 MiB', async () => {
    const company = await makeCompany();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const response = await upload(company.ownerKey, company.companyUuid, [logo(big)]);
    expectProblem(response, { status: 413, code: 'payload_too_large' });
  });

  it('answers 415, not 413, for a large file of another type (type is checked before size)', async () => {
    const company = await makeCompany();
    const response = await upload(company.ownerKey, company.companyUuid, [
      logo(Buffer.alloc(3 * 1024 * 1024, 'text '), 'notes.png'),
    ]);
    expectProblem(response, { status: 415, code: 'unsupported_media_type' });
  });

  it('answers 413 for a body over 4 MB, whatever its file (base64 in the event, it must fit a Lambda invocation)', async () => {
    const company = await makeCompany();
    const response = await upload(company.ownerKey, company.companyUuid, [
      logo(Buffer.alloc(4_000_000, 'text '), 'notes.png'),
    ]);
    expectProblem(response, {
      status: 413,
      code: 'payload_too_large',
      detail: 'The body may be at most 4000000 bytes',
    });
  });

  it('accepts a file of exactly 2 MiB', async () => {
    const company = await makeCompany();
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    const response = await upload(company.ownerKey, company.companyUuid, [logo(exact)]);
    expectLogo(response, company, '.png');
  });

  it.each([
    ['the image_url part is missing', [{ name: 'other', data: PNG, filename: 'logo.png' }], 'required'],
    ['image_url is a text part', [{ name: 'image_url', data: 'https://example.com/logo.png' }], 'invalid_type'],
    ['the file is empty', [logo(Buffer.alloc(0))], 'empty_file'],
  ])('answers 422 when %s', async (_name, parts, code) => {
    const company = await makeCompany();
    const response = await upload(company.ownerKey, company.companyUuid, parts as Part[]);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'image_url', code, message: expect.any(String) }],
    });
  });

  it('answers 400 for a malformed multipart body', async () => {
    const company = await makeCompany();
    const event = withRequest(loadEvent('upload-company-image/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
      rawBody: Buffer.from(
        '--abc\r\nContent-Disposition: form-data; name="image_url"; filename="a.png"\r\n\r\nno closing boundary',
      ).toString('base64'),
    });
    const response = await invoke(handler, event);
    expectProblem(response, { status: 400, code: 'malformed_request' });
  });

  it('answers 400 when the multipart Content-Type has no boundary', async () => {
    const company = await makeCompany();
    const event = withRequest(loadEvent('upload-company-image/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expectProblem(await invoke(handler, event), { status: 400, code: 'malformed_request' });
  });

  it('answers 415 for a JSON body', async () => {
    const company = await makeCompany();
    const event = withRequest(loadEvent('upload-company-image/basic'), {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      headers: { 'Content-Type': 'application/json' },
      rawBody: Buffer.from('{"image_url":"x"}').toString('base64'),
    });
    expectProblem(await invoke(handler, event), { status: 415, code: 'unsupported_media_type' });
  });

  it('parses the sample event', async () => {
    const company = await makeCompany();
    const response = await invoke(
      handler,
      withRequest(loadEvent('upload-company-image/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
      }),
    );
    expectLogo(response, company, '.png');
    expect(Buffer.from(await (await fetch(response.body.data.image_url)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('answers 403 to a manager', async () => {
    const company = await makeCompany();
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expectProblem(await upload(manager.key, company.companyUuid, [logo(PNG)]), { status: 403, code: 'forbidden' });
  });

  it('stores the object with its content type under the company logo prefix', async () => {
    const company = await makeCompany();
    const response = await upload(company.ownerKey, company.companyUuid, [logo(WEBP, 'x.webp')]);
    expectLogo(response, company, '.webp');
    const key = (response.body.data.image_url as string).slice(config.assetsBaseUrl.length + 1);
    expect(key.startsWith(`companies/${company.companyUuid}/logo/`)).toBe(true);
    expect(await fileRepository.headObject(key)).toEqual({
      metadata: {},
      contentType: 'image/webp',
      size: WEBP.length,
      lastModified: expect.any(Date),
      etag: expect.any(String),
    });
  });
});
