import { handler } from './upload-company-files';
import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { bucketName, createS3Client, s3Client } from '../../lib/aws/s3';
import { ServiceUnavailableError } from '../../lib/errors';
import { createCompanyFiles } from '../../lib/companies/company-files';
import { createFileRepository, fileRepository, headerSafeContentType } from '../../lib/files/file-repository';
import { companyFileKey } from '../../lib/files/keys';
import { newId } from '../../lib/data/ids';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makeUser } from '../../test/support/fixtures';
import { PNG } from '../../test/support/companies';
import { expectProblem, expectRecord } from '../../test/support/responses';
import { rejectionOf } from '../../test/support/errors';

function send(key: string, companyUuid: string, body: unknown) {
  return invoke(
    handler,
    withRequest(loadEvent('upload-company-files/basic'), { key, pathParameters: { company_uuid: companyUuid }, body }),
  );
}

async function download(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function exists(companyUuid: string, uuid: string): Promise<boolean> {
  return (await fileRepository.headObject(companyFileKey(companyUuid, uuid))) !== undefined;
}

async function tagsOf(key: string): Promise<Array<{ Key?: string; Value?: string }>> {
  return (await s3Client.send(new GetObjectTaggingCommand({ Bucket: bucketName, Key: key }))).TagSet ?? [];
}

async function seedFile(companyUuid: string, uuid: string, text = 'existing'): Promise<void> {
  await fileRepository.putObject(companyFileKey(companyUuid, uuid), Buffer.from(text), { contentType: 'text/plain' });
}

describe('upload-company-files handler', () => {
  it('uploads, then deletes, and answers download URLs that return the exact bytes', async () => {
    // Prepare
    const company = await makeCompany();
    const [text, image, binary, doomed, missing] = [newId(), newId(), newId(), newId(), newId()];
    await seedFile(company.companyUuid, doomed);
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7) % 256));
    // Act
    const response = await send(company.ownerKey, company.companyUuid, {
      items: [
        {
          uuid: text,
          base64String: `data:text/plain;charset=utf-8;base64,${Buffer.from('héllo wörld').toString('base64')}`,
        },
        { uuid: image.toUpperCase(), base64String: PNG.toString('base64') },
        { uuid: binary, base64String: bytes.toString('base64') },
      ],
      deleteItems: [doomed, missing],
    });
    // Assess
    expectRecord(response, {
      record: {
        uploaded: [
          {
            uuid: text,
            url: expect.any(String),
            content_type: 'text/plain;charset=utf-8',
            size: Buffer.byteLength('héllo wörld'),
          },
          { uuid: image, url: expect.any(String), content_type: 'image/png', size: PNG.length },
          { uuid: binary, url: expect.any(String), content_type: 'application/octet-stream', size: 3000 },
        ],
        deleted: [doomed, missing],
      },
    });
    const [first, second, third] = response.body.data.uploaded as Array<{ url: string }>;
    expect(await download(first?.url ?? '')).toEqual({
      status: 200,
      type: 'text/plain;charset=utf-8',
      bytes: Buffer.from('héllo wörld'),
    });
    expect(await download(second?.url ?? '')).toEqual({ status: 200, type: 'image/png', bytes: PNG });
    expect(await download(third?.url ?? '')).toEqual({ status: 200, type: 'application/octet-stream', bytes });
    expect(await exists(company.companyUuid, doomed)).toBe(false);
    expect(await exists(company.companyUuid, image)).toBe(true);
  });

  it('serves every download as an attachment, so an uploaded HTML page never renders', async () => {
    const company = await makeCompany();
    const uuid = newId();
    const html = Buffer.from('<script>alert(1)</script>').toString('base64');
    const response = await send(company.ownerKey, company.companyUuid, {
      items: [{ uuid, base64String: `data:text/html;base64,${html}` }],
      deleteItems: [],
    });
    expectRecord(response, {
      record: { uploaded: [{ uuid, url: expect.any(String), content_type: 'text/html', size: 25 }], deleted: [] },
    });
    const url = response.body.data.uploaded[0].url as string;
    expect(new URL(url).searchParams.get('response-content-disposition')).toBe('attachment');
    const fetched = await fetch(url);
    expect(fetched.headers.get('content-disposition')).toBe('attachment');
  });

  it.each([
    ['name=file%20name.pdf', 'application/pdf;name=file%20name.pdf'],
    ['a=x@y', 'text/plain;a=x@y'],
    ['profile=http://x.example/p?q=1', 'text/plain;profile=http://x.example/p?q=1'],
    ['a=b c', 'text/plain;a=b c'],
    ['a=xéy', 'text/plain;a=xéy'],
    ['a="x é y"', 'text/plain;a="x é y"'],
    ['a="x 😀 y"', 'text/plain;a="x 😀 y"'],
  ])(
    'takes a media type parameter %p without control characters, and stores and answers it as declared',
    async (parameter, contentType) => {
      const company = await makeCompany();
      const uuid = newId();
      const type = contentType.split(';')[0];
      const response = await send(company.ownerKey, company.companyUuid, {
        items: [{ uuid, base64String: `data:${type};${parameter};base64,aGk=` }],
        deleteItems: [],
      });
      expectRecord(response, {
        record: { uploaded: [{ uuid, url: expect.any(String), content_type: contentType, size: 2 }], deleted: [] },
      });
      expect(await download(response.body.data.uploaded[0].url)).toEqual({
        status: 200,
        type: headerSafeContentType(contentType),
        bytes: Buffer.from('hi'),
      });
    },
  );

  it.each([
    'data:text/plain;name="a\r\nb";base64,aGk=',
    'data:text/plain;name=a\tb;base64,aGk=',
    'data:text/plain;name=\u007f;base64,aGk=',
    'data:text/html\r\nX-Injected: 1;base64,aGk=',
    'data:text/plain;name="\u0007";base64,aGk=',
    'data:/plain;base64,aGk=',
    'data:text;base64,aGk=',
  ])('answers 422 at items[0].base64String for the media type of %p and writes nothing', async (dataUrl) => {
    const company = await makeCompany();
    const uuid = newId();
    const response = await send(company.ownerKey, company.companyUuid, {
      items: [{ uuid, base64String: dataUrl }],
      deleteItems: [],
    });
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'items[0].base64String', code: 'invalid_data_url', message: expect.any(String) }],
    });
    expect(await exists(company.companyUuid, uuid)).toBe(false);
  });

  it('answers URLs that live at most 15 minutes and are signed, not public', async () => {
    const company = await makeCompany();
    const uuid = newId();
    const response = await send(company.ownerKey, company.companyUuid, {
      items: [{ uuid, base64String: 'aGVsbG8=' }],
      deleteItems: [],
    });
    expectRecord(response, {
      record: {
        uploaded: [{ uuid, url: expect.any(String), content_type: 'application/octet-stream', size: 5 }],
        deleted: [],
      },
    });
    const url = new URL(response.body.data.uploaded[0].url);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(0);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(url.pathname.endsWith(`/companies/${company.companyUuid}/files/${uuid}`)).toBe(true);
  });

  it('accepts two empty lists', async () => {
    const company = await makeCompany();
    const response = await send(company.ownerKey, company.companyUuid, { items: [], deleteItems: [] });
    expectRecord(response, { record: { uploaded: [], deleted: [] } });
  });

  it('keeps files scoped to the company', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const shared = newId();
    await seedFile(other.companyUuid, shared);
    const response = await send(company.ownerKey, company.companyUuid, { items: [], deleteItems: [shared] });
    expectRecord(response, { record: { uploaded: [], deleted: [shared] } });
    expect(await exists(other.companyUuid, shared)).toBe(true);
  });

  it.each([
    ['a missing deleteItems', { items: [] }, 'deleteItems', 'required'],
    ['a missing items', { deleteItems: [] }, 'items', 'required'],
    [
      'an unknown item field',
      { items: [{ uuid: newId(), base64String: 'aGk=', name: 'x' }], deleteItems: [] },
      'items[0].name',
      'unknown_field',
    ],
    [
      'an item uuid that is not a UUID',
      { items: [{ uuid: '../../etc', base64String: 'aGk=' }], deleteItems: [] },
      'items[0].uuid',
      'invalid_uuid',
    ],
    ['a deletion that is not a UUID', { items: [], deleteItems: ['x'] }, 'deleteItems[0]', 'invalid_uuid'],
    [
      'invalid base64',
      { items: [{ uuid: newId(), base64String: 'not base64!!' }], deleteItems: [] },
      'items[0].base64String',
      'invalid_base64',
    ],
    [
      'unpadded base64',
      { items: [{ uuid: newId(), base64String: 'aGVsbG8' }], deleteItems: [] },
      'items[0].base64String',
      'invalid_base64',
    ],
    [
      'a data URL without ;base64',
      { items: [{ uuid: newId(), base64String: 'data:text/plain,hello' }], deleteItems: [] },
      'items[0].base64String',
      'invalid_data_url',
    ],
    [
      'an empty file',
      { items: [{ uuid: newId(), base64String: '' }], deleteItems: [] },
      'items[0].base64String',
      'empty_file',
    ],
    [
      'more than 20 items',
      { items: Array.from({ length: 21 }, () => ({ uuid: newId(), base64String: 'aGk=' })), deleteItems: [] },
      'items',
      'too_big',
    ],
    [
      'more than 100 deletions',
      { items: [], deleteItems: Array.from({ length: 101 }, () => newId()) },
      'deleteItems',
      'too_big',
    ],
  ])('answers 422 for %s', async (_name, body, path, code) => {
    const company = await makeCompany();
    const response = await send(company.ownerKey, company.companyUuid, body);
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: expect.arrayContaining([{ path, code, message: expect.any(String) }]),
    });
  });

  it('answers 422 for a uuid twice in items or across both lists, and writes nothing', async () => {
    // Prepare
    const company = await makeCompany();
    const [again, both, kept] = [newId(), newId(), newId()];
    await seedFile(company.companyUuid, kept);
    // Act
    const response = await send(company.ownerKey, company.companyUuid, {
      items: [
        { uuid: again, base64String: 'aGk=' },
        { uuid: again.toUpperCase(), base64String: 'aGk=' },
        { uuid: both, base64String: 'aGk=' },
      ],
      deleteItems: [kept, both],
    });
    // Assess
    expectProblem(response, {
      status: 422,
      code: 'validation_failed',
      errors: [
        { path: 'items[1].uuid', code: 'duplicate', message: expect.any(String) },
        { path: 'deleteItems[1]', code: 'duplicate', message: expect.any(String) },
      ],
    });
    expect(await exists(company.companyUuid, again)).toBe(false);
    expect(await exists(company.companyUuid, kept)).toBe(true);
  });

  it('answers 413 for a decoded file over 4 MiB and writes nothing', async () => {
    const company = await makeCompany();
    const [small, big] = [newId(), newId()];
    const response = await send(company.ownerKey, company.companyUuid, {
      items: [
        { uuid: small, base64String: 'aGk=' },
        { uuid: big, base64String: Buffer.alloc(4 * 1024 * 1024 + 1, 1).toString('base64') },
      ],
      deleteItems: [],
    });
    expectProblem(response, { status: 413, code: 'payload_too_large' });
    expect(await exists(company.companyUuid, small)).toBe(false);
  });

  it('answers 403 to a technician', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expectProblem(await send(technician.key, company.companyUuid, { items: [], deleteItems: [] }), {
      status: 403,
      code: 'forbidden',
    });
  });
});

describe('company files when S3 fails mid-way', () => {
  /** A real S3 client whose n-th PutObject fails like a dropped connection. */
  function clientFailingOnPut(n: number) {
    const client = createS3Client();
    let puts = 0;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'PutObjectCommand' && ++puts === n) {
          throw Object.assign(new Error('socket hang up'), { name: 'Error', code: 'ECONNRESET' });
        }
        return next(args);
      },
      { step: 'initialize', name: 'failNthPut' },
    );
    return client;
  }

  it('removes the uploads of the request, deletes nothing and answers 503', async () => {
    // Prepare
    const company = await makeCompany();
    const uploads = Array.from({ length: 6 }, () => newId());
    const kept = newId();
    await seedFile(company.companyUuid, kept);
    const files = createCompanyFiles({
      files: createFileRepository(clientFailingOnPut(3), bucketName),
      urlTtlSeconds: 900,
    });
    // Act
    const result = files.applyFileChanges(company.companyUuid, {
      items: uploads.map((uuid) => ({ uuid, base64String: PNG.toString('base64') })),
      deleteItems: [kept],
    });
    // Assess
    await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await rejectionOf(result)).toEqual({
      name: 'ServiceUnavailableError',
      message: 'A dependency is unavailable; retry later',
      status: 503,
      code: 'service_unavailable',
      title: 'Service unavailable',
      expose: true,
      detail: 'A dependency is unavailable; retry later',
      headers: { 'Retry-After': '1' },
      members: {},
    });
    for (const uuid of uploads) expect(await exists(company.companyUuid, uuid)).toBe(false);
    expect(await exists(company.companyUuid, kept)).toBe(true);
  });

  it.each([1, 2, 4])(
    'keeps every earlier file unchanged when put #%i of a request that replaces files fails',
    async (failingPut) => {
      // Prepare: four items, the first and third replacing files the company already has.
      const company = await makeCompany();
      const [replacedFirst, fresh, replacedLater, last] = [newId(), newId(), newId(), newId()];
      await seedFile(company.companyUuid, replacedFirst, 'first original');
      await seedFile(company.companyUuid, replacedLater, 'later original');
      const files = createCompanyFiles({
        files: createFileRepository(clientFailingOnPut(failingPut), bucketName),
        urlTtlSeconds: 900,
      });
      // Act
      const result = files.applyFileChanges(company.companyUuid, {
        items: [replacedFirst, fresh, replacedLater, last].map((uuid) => ({
          uuid,
          base64String: PNG.toString('base64'),
        })),
        deleteItems: [],
      });
      // Assess
      await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
      const contents = async (uuid: string): Promise<string | undefined> => {
        const head = await fileRepository.headObject(companyFileKey(company.companyUuid, uuid));
        if (!head) return undefined;
        const { url } = await fileRepository.presignDownload(companyFileKey(company.companyUuid, uuid), 60);
        return `${head.contentType} ${(await download(url)).bytes.toString()}`;
      };
      expect(await contents(replacedFirst)).toBe('text/plain first original');
      expect(await contents(replacedLater)).toBe('text/plain later original');
      // Without the backup's tag, by which the bucket's lifecycle rule would expire a restored file.
      expect(await tagsOf(companyFileKey(company.companyUuid, replacedFirst))).toEqual([]);
      expect(await tagsOf(companyFileKey(company.companyUuid, replacedLater))).toEqual([]);
      expect(await contents(fresh)).toBeUndefined();
      expect(await contents(last)).toBeUndefined();
    },
  );
});

describe('company files: one conditional put per new file', () => {
  type PutInput = { Key: string; IfNoneMatch?: string; IfMatch?: string };
  /**
   * A real S3 client that records its commands (`PutObject if-none-match file <uuid>`, `CopyObject
   * backup <uuid>`…) and sends each PutObject through `script`, given its input and the real send.
   */
  function scriptedClient(
    script: (input: PutInput, send: () => Promise<unknown>) => Promise<unknown> = (_input, send) => send(),
  ) {
    const client = createS3Client();
    const commands: string[] = [];
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as PutInput;
        const target = input.Key.includes('/file-backups/') ? 'backup' : 'file';
        const condition = input.IfNoneMatch ? ' if-none-match' : input.IfMatch ? ' if-match' : '';
        commands.push(
          `${String(context.commandName).replace(/Command$/, '')}${condition} ${target} ${input.Key.split('/').pop()}`,
        );
        if (context.commandName !== 'PutObjectCommand') return next(args);
        return script(input, () => next(args)) as ReturnType<typeof next>;
      },
      { step: 'initialize', name: 'scripted' },
    );
    return { client, commands };
  }
  const upload = (uuids: string[]) => ({
    items: uuids.map((uuid) => ({ uuid, base64String: Buffer.from('new').toString('base64') })),
    deleteItems: [],
  });
  const dropped = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
  const filesWith = (client: ReturnType<typeof createS3Client>) =>
    createCompanyFiles({ files: createFileRepository(client, bucketName), urlTtlSeconds: 900 });

  it('writes a new file with one put, and copies a file it replaces before writing over it only while it is still that file', async () => {
    // Prepare
    const company = await makeCompany();
    const [fresh, existing] = [newId(), newId()];
    await seedFile(company.companyUuid, existing, 'original');
    const { client, commands } = scriptedClient();
    // Act
    await filesWith(client).applyFileChanges(company.companyUuid, upload([fresh, existing]));
    // Assess
    const writes = (uuid: string) =>
      commands.filter((command) => command.endsWith(uuid) && !command.startsWith('GetObject'));
    expect(writes(fresh)).toEqual([`PutObject if-none-match file ${fresh}`]);
    // The HEAD learns the ETag of the file copied aside; the put is conditional on it (If-Match).
    expect(writes(existing)).toEqual([
      `PutObject if-none-match file ${existing}`,
      `HeadObject file ${existing}`,
      `CopyObject backup ${existing}`,
      `PutObject if-match file ${existing}`,
      `DeleteObject backup ${existing}`,
    ]);
    expect(await exists(company.companyUuid, fresh)).toBe(true);
  });

  it('removes a new file whose put was written but answered by a dropped connection, when the request fails', async () => {
    // Prepare
    const company = await makeCompany();
    const uuid = newId();
    const { client } = scriptedClient(async (_input, send) => {
      await send();
      throw dropped();
    });
    // Act
    const result = filesWith(client).applyFileChanges(company.companyUuid, upload([uuid]));
    // Assess
    await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await exists(company.companyUuid, uuid)).toBe(false);
  });

  it('removes a file whose lost first put made its retry look like a replacement, when the request fails', async () => {
    // Prepare: the first conditional put of `lost` is written, but its answer is lost and the
    // retried put is refused (412): the request takes its own file for an existing one.
    const company = await makeCompany();
    const [lost, failing] = [newId(), newId()];
    let retried = false;
    const { client } = scriptedClient(async (input, send) => {
      if (input.Key.endsWith(failing)) throw dropped();
      if (input.Key.endsWith(lost) && input.IfNoneMatch && !retried) {
        retried = true;
        await send();
      }
      return send();
    });
    // Act
    const result = filesWith(client).applyFileChanges(company.companyUuid, upload([lost, failing]));
    // Assess
    await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(retried).toBe(true);
    expect(await exists(company.companyUuid, lost)).toBe(false);
    expect(await exists(company.companyUuid, failing)).toBe(false);
  });

  it('leaves an existing file alone when its conditional put fails without an answer', async () => {
    // Prepare
    const company = await makeCompany();
    const existing = newId();
    await seedFile(company.companyUuid, existing, 'original');
    const { client } = scriptedClient(async () => {
      throw dropped();
    });
    // Act
    const result = filesWith(client).applyFileChanges(company.companyUuid, upload([existing]));
    // Assess
    await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
    const { url } = await fileRepository.presignDownload(companyFileKey(company.companyUuid, existing), 60);
    expect((await download(url)).bytes.toString()).toBe('original');
  });
});
