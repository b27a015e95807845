/**
 * upload-base64 under S3 faults: a request that runs out of time stops in time to roll back, a
 * stalled S3 ends the request before the function would be stopped, a rollback that cannot finish
 * is logged with its backup key and counted, and a failed request never undoes what an overlapping
 * request on the same uuid wrote afterwards. Faults are injected on real S3 clients (their commands
 * before they leave) or by a proxy that stalls chosen requests.
 */
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { handler } from '../../functions/companies/upload-company-files';
import { bucketName, createS3Client, s3Client } from '../../lib/aws/s3';
import { FILE_RESTORE_FAILED_METRIC, createCompanyFiles } from '../../lib/companies/company-files';
import { newId } from '../../lib/data/ids';
import { ServiceUnavailableError } from '../../lib/errors';
import { createFileRepository, fileRepository } from '../../lib/files/file-repository';
import { companyFileKey } from '../../lib/files/keys';
import { droppedConnection } from '../support/dynamo-faults';
import { type CompanyFixture, makeCompany } from '../support/fixtures';
import { invoke, lambdaContext, loadEvent, withRequest } from '../support/invoke';
import { capturedLines } from '../support/log-capture';
import { quietly } from '../support/quietly';
import { aroundCommands, type StallingS3, startStallingS3 } from '../support/s3-faults';

const removers: Array<() => void> = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
});

const item = (uuid: string, text: string) => ({
  uuid,
  base64String: `data:text/plain;base64,${Buffer.from(text).toString('base64')}`,
});
const event = (company: CompanyFixture, body: unknown) =>
  withRequest(loadEvent('upload-company-files/basic'), {
    key: company.ownerKey,
    pathParameters: { company_uuid: company.companyUuid },
    body,
  });

async function seedFile(companyUuid: string, uuid: string, text: string): Promise<void> {
  await fileRepository.putObject(companyFileKey(companyUuid, uuid), Buffer.from(text), { contentType: 'text/plain' });
}

/** The text of the object at `key`, or undefined when there is none. */
async function textAt(key: string): Promise<string | undefined> {
  try {
    return await (
      await s3Client.send(new GetObjectCommand({ Bucket: bucketName, Key: key }))
    ).Body?.transformToString();
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
const fileText = (companyUuid: string, uuid: string) => textAt(companyFileKey(companyUuid, uuid));

const filesOver = (client: S3Client, budget: { rollbackReserveMs: number; answerMarginMs: number }) =>
  createCompanyFiles({ files: createFileRepository(client, bucketName), urlTtlSeconds: 900, ...budget });

describe('upload-base64 running out of time', () => {
  it('starts no upload once only the rollback reserve remains, puts every file back and answers 503 instead of being stopped', async () => {
    // Prepare: six files replaced, one deleted; every PutObject (a 4 MiB upload, say) takes 3 s of the
    // function's 28 s, so the request cannot finish (12 puts) before the function would be stopped.
    const company = await makeCompany();
    const replaced = Array.from({ length: 6 }, () => newId());
    const doomed = newId();
    for (const uuid of [...replaced, doomed]) await seedFile(company.companyUuid, uuid, `original ${uuid}`);
    let remaining = 28_000;
    const started: Array<{ command: string; remaining: number }> = [];
    removers.push(
      aroundCommands(s3Client, async (command, _input, send) => {
        started.push({ command, remaining });
        if (command.startsWith('PutObject')) remaining -= 3_000;
        return send();
      }),
    );
    // Act
    const result = (await quietly(() =>
      handler(event(company, { items: replaced.map((uuid) => item(uuid, 'new')), deleteItems: [doomed] }), {
        ...lambdaContext(),
        getRemainingTimeInMillis: () => remaining,
      }),
    )) as APIGatewayProxyResult;
    // Assess
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'service_unavailable' });
    for (const uuid of [...replaced, doomed])
      expect(await fileText(company.companyUuid, uuid)).toBe(`original ${uuid}`);
    // No S3 write started once the reserve (8 s) was all that remained, the deletions never began,
    // and the request ended with time to spare.
    expect(started.filter(({ command, remaining: left }) => command.startsWith('PutObject') && left <= 8_000)).toEqual(
      [],
    );
    expect(started.map(({ command }) => command)).not.toContain(`HeadObject file ${doomed}`);
    expect(remaining).toBeGreaterThan(0);
  });

  it('answers 503 and writes nothing when the function has no more than the reserve left at the start', async () => {
    const company = await makeCompany();
    const [fresh, existing] = [newId(), newId()];
    await seedFile(company.companyUuid, existing, 'original');
    const result = (await quietly(() =>
      handler(event(company, { items: [item(fresh, 'new'), item(existing, 'new')], deleteItems: [] }), {
        ...lambdaContext(),
        getRemainingTimeInMillis: () => 7_000,
      }),
    )) as APIGatewayProxyResult;
    expect(result.statusCode).toBe(503);
    expect(await fileText(company.companyUuid, fresh)).toBeUndefined();
    expect(await fileText(company.companyUuid, existing)).toBe('original');
  });
});

describe('upload-base64 against a stalled S3', () => {
  let proxy: StallingS3 | undefined;
  afterEach(async () => {
    await proxy?.stop();
    proxy = undefined;
  });

  it('abandons the stalled call at the budget, rolls back and answers before the function would be stopped', async () => {
    // Prepare: S3 goes silent on the deletion's first request (HeadObject), after the upload replaced a file.
    const company = await makeCompany();
    const [replaced, fresh, doomed] = [newId(), newId(), newId()];
    await seedFile(company.companyUuid, replaced, 'original');
    await seedFile(company.companyUuid, doomed, 'doomed original');
    const stalling = await startStallingS3((method, path) => method === 'HEAD' && path.endsWith(`/files/${doomed}`));
    proxy = stalling;
    const files = filesOver(createS3Client(stalling.endpoint), { rollbackReserveMs: 2_000, answerMarginMs: 300 });
    const deadline = Date.now() + 5_000;
    // Act
    const started = Date.now();
    const result = files.applyFileChanges(
      company.companyUuid,
      { items: [item(replaced, 'new'), item(fresh, 'new')], deleteItems: [doomed] },
      { remainingMs: () => deadline - Date.now() },
    );
    // Assess
    await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
    const elapsed = Date.now() - started;
    expect(stalling.stalled()).toBeGreaterThan(0);
    // Forward work ran until 2 s before the 5 s deadline, then the rollback; all well before the deadline.
    expect(elapsed).toBeGreaterThanOrEqual(2_500);
    expect(elapsed).toBeLessThan(5_000 - 300);
    expect(await fileText(company.companyUuid, replaced)).toBe('original');
    expect(await fileText(company.companyUuid, fresh)).toBeUndefined();
    expect(await fileText(company.companyUuid, doomed)).toBe('doomed original');
  }, 15_000);

  it('logs a rollback that S3 stalls with the key of the backup, counts it, and keeps the backup', async () => {
    // Prepare: from the deletion's HeadObject on, S3 answers nothing, the rollback's calls included.
    const company = await makeCompany();
    const [replaced, doomed] = [newId(), newId()];
    await seedFile(company.companyUuid, replaced, 'original');
    await seedFile(company.companyUuid, doomed, 'doomed original');
    let silent = false;
    const stalling = await startStallingS3(
      (method, path) => (silent ||= method === 'HEAD' && path.endsWith(`/files/${doomed}`)),
    );
    proxy = stalling;
    const files = filesOver(createS3Client(stalling.endpoint), { rollbackReserveMs: 1_500, answerMarginMs: 300 });
    const deadline = Date.now() + 3_500;
    const before = capturedLines().length;
    // Act
    const result = files.applyFileChanges(
      company.companyUuid,
      { items: [item(replaced, 'new')], deleteItems: [doomed] },
      { remainingMs: () => deadline - Date.now() },
    );
    // Assess
    await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(Date.now()).toBeLessThan(deadline);
    const lines = capturedLines()
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = lines.find((line) => line.message === 'file rollback failed');
    expect(failure).toMatchObject({
      level: 'ERROR',
      company_uuid: company.companyUuid,
      file_key: companyFileKey(company.companyUuid, replaced),
    });
    const backupKey = String(failure?.backup_key);
    expect(backupKey).toMatch(new RegExp(`^companies/${company.companyUuid}/file-backups/[0-9a-f-]{36}/${replaced}$`));
    // One EMF count with the service as its only dimension: the one the template's alarm watches.
    const counted = lines.filter((line) => line[FILE_RESTORE_FAILED_METRIC] === 1);
    expect(counted).toEqual([
      expect.objectContaining({
        service: expect.any(String),
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            expect.objectContaining({
              Dimensions: [['service']],
              Metrics: [{ Name: FILE_RESTORE_FAILED_METRIC, Unit: 'Count' }],
            }),
          ],
        }),
      }),
    ]);
    // The file is this request's, the original is kept where the log line says.
    expect(await fileText(company.companyUuid, replaced)).toBe('new');
    expect(await textAt(backupKey)).toBe('original');
  }, 15_000);
});

describe('two overlapping upload-base64 requests on one uuid', () => {
  /**
   * Request A replaces `shared`, deletes `deleted`, and fails on its deletion of `failing`; request B,
   * answered 200 in between (after A's deletion of `deleted`), does `second` to the same files.
   */
  async function overlap(second: (company: CompanyFixture, uuids: { shared: string; deleted: string }) => unknown) {
    const company = await makeCompany();
    const [shared, deleted, failing] = [newId(), newId(), newId()];
    await seedFile(company.companyUuid, shared, 'A found');
    await seedFile(company.companyUuid, deleted, 'deleted original');
    await seedFile(company.companyUuid, failing, 'failing original');
    const client = createS3Client();
    let deletedDone = (): void => undefined;
    const deletionDone = new Promise<void>((resolve) => (deletedDone = resolve));
    let answerOfB: number | undefined;
    aroundCommands(client, async (command, _input, send) => {
      if (command === `HeadObject file ${failing}`) {
        await deletionDone;
        answerOfB = (await invoke(handler, event(company, second(company, { shared, deleted })))).status;
        throw droppedConnection();
      }
      const result = await send();
      if (command === `DeleteObject file ${deleted}`) deletedDone();
      return result;
    });
    const files = createCompanyFiles({ files: createFileRepository(client, bucketName), urlTtlSeconds: 900 });
    const resultOfA = files.applyFileChanges(company.companyUuid, {
      items: [item(shared, 'A wrote')],
      deleteItems: [deleted, failing],
    });
    await expect(resultOfA).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(answerOfB).toBe(200);
    return { company, shared, deleted, failing };
  }

  it('keeps the file a newer request wrote over the one the failed request wrote', async () => {
    const { company, shared, deleted, failing } = await overlap((_company, uuids) => ({
      items: [item(uuids.shared, 'B wrote')],
      deleteItems: [],
    }));
    expect(await fileText(company.companyUuid, shared)).toBe('B wrote');
    expect(await fileText(company.companyUuid, deleted)).toBe('deleted original');
    expect(await fileText(company.companyUuid, failing)).toBe('failing original');
  });

  it('keeps a file deleted by a newer request deleted', async () => {
    const { company, shared, deleted } = await overlap((_company, uuids) => ({
      items: [],
      deleteItems: [uuids.shared],
    }));
    expect(await fileText(company.companyUuid, shared)).toBeUndefined();
    expect(await fileText(company.companyUuid, deleted)).toBe('deleted original');
  });

  it('keeps the file a newer request wrote where the failed request had deleted one', async () => {
    const { company, shared, deleted } = await overlap((_company, uuids) => ({
      items: [item(uuids.deleted, 'B wrote')],
      deleteItems: [],
    }));
    expect(await fileText(company.companyUuid, deleted)).toBe('B wrote');
    expect(await fileText(company.companyUuid, shared)).toBe('A found');
  });
});
