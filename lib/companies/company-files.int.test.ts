/**
 * upload-base64's deletions against a real S3 (s3rver) with one command made to fail: a failed
 * request leaves every file the company had before it unchanged, and no backup.
 */
import { GetObjectCommand, GetObjectTaggingCommand, ListObjectsV2Command, NoSuchKey } from '@aws-sdk/client-s3';
import { bucketName, createS3Client, s3Client } from '../aws/s3';
import { newId } from '../data/ids';
import { ServiceUnavailableError } from '../errors';
import { createFileRepository, fileRepository } from '../files/file-repository';
import { companyFileKey } from '../files/keys';
import { createCompanyFiles } from './company-files';

/**
 * A real S3 client that records its commands as `<command> <file|backup> <uuid>` (`DeleteObject
 * file <uuid>`; a copy is named by its target) and fails every `failing` one like a dropped
 * connection, once the command `after`, if given, has succeeded.
 */
function clientFailing(failing: string, after?: string) {
  const client = createS3Client();
  const commands: string[] = [];
  let afterSucceeded = (): void => undefined;
  const afterDone = new Promise<void>((resolve) => (afterSucceeded = resolve));
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key: string }).Key;
      const command = `${String(context.commandName).replace(/Command$/, '')} ${key.includes('/file-backups/') ? 'backup' : 'file'} ${key.split('/').pop()}`;
      commands.push(command);
      if (command === failing) {
        if (after) await afterDone;
        throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      }
      const result = await next(args);
      if (command === after) afterSucceeded();
      return result;
    },
    { step: 'initialize', name: 'failOne' },
  );
  return { client, commands };
}

const filesWith = (client: ReturnType<typeof createS3Client>) =>
  createCompanyFiles({ files: createFileRepository(client, bucketName), urlTtlSeconds: 900 });
const item = (uuid: string, text: string) => ({
  uuid,
  base64String: `data:text/plain;base64,${Buffer.from(text).toString('base64')}`,
});

async function seedFile(companyUuid: string, uuid: string, text: string): Promise<void> {
  await fileRepository.putObject(companyFileKey(companyUuid, uuid), Buffer.from(text), { contentType: 'text/plain' });
}

/** `<content type> <text>` of a file, or undefined when it has none. */
async function contents(companyUuid: string, uuid: string): Promise<string | undefined> {
  try {
    const object = await s3Client.send(
      new GetObjectCommand({ Bucket: bucketName, Key: companyFileKey(companyUuid, uuid) }),
    );
    return `${object.ContentType} ${await object.Body?.transformToString()}`;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

async function tagsOf(companyUuid: string, uuid: string): Promise<unknown[]> {
  return (
    (await s3Client.send(new GetObjectTaggingCommand({ Bucket: bucketName, Key: companyFileKey(companyUuid, uuid) })))
      .TagSet ?? []
  );
}

async function backupsOf(companyUuid: string): Promise<string[]> {
  const listed = await s3Client.send(
    new ListObjectsV2Command({ Bucket: bucketName, Prefix: `companies/${companyUuid}/file-backups/` }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('company files: deletions', () => {
  it('copies a file aside before deleting it, and removes the copy once the request succeeded', async () => {
    // Prepare
    const company = newId();
    const [doomed, missing] = [newId(), newId()];
    await seedFile(company, doomed, 'doomed');
    const { client, commands } = clientFailing('none');
    // Act
    const result = await filesWith(client).applyFileChanges(company, { items: [], deleteItems: [doomed, missing] });
    // Assess
    expect(result).toEqual({ uploaded: [], deleted: [doomed, missing] });
    expect(commands.filter((command) => command.endsWith(doomed))).toEqual([
      `HeadObject file ${doomed}`,
      `CopyObject backup ${doomed}`,
      `DeleteObject file ${doomed}`,
      `DeleteObject backup ${doomed}`,
    ]);
    // A uuid without a file has nothing to copy, so nothing to delete: HeadObject (a 404 without a body) answers that.
    expect(commands.filter((command) => command.endsWith(missing))).toEqual([`HeadObject file ${missing}`]);
    expect(await contents(company, doomed)).toBeUndefined();
    expect(await backupsOf(company)).toEqual([]);
  });
});

describe('company files: a failed deletion keeps every earlier file', () => {
  it('restores a replaced file when a deletion after it fails', async () => {
    // Prepare: the request replaces `replaced` and deletes `failing` (whose deletion fails) and `missing`.
    const company = newId();
    const [replaced, failing, missing] = [newId(), newId(), newId()];
    await seedFile(company, replaced, 'OLD-1');
    await seedFile(company, failing, 'OLD-2');
    const { client } = clientFailing(`DeleteObject file ${failing}`);
    // Act
    const result = filesWith(client).applyFileChanges(company, {
      items: [item(replaced, 'NEW-1')],
      deleteItems: [failing, missing],
    });
    // Assess
    await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(result).rejects.toMatchObject({ status: 503 });
    expect(await contents(company, replaced)).toBe('text/plain OLD-1');
    expect(await contents(company, failing)).toBe('text/plain OLD-2');
    expect(await contents(company, missing)).toBeUndefined();
    expect(await tagsOf(company, replaced)).toEqual([]);
    expect(await backupsOf(company)).toEqual([]);
  });

  it.each([
    ['the deletion', (uuid: string) => `DeleteObject file ${uuid}`],
    ['the backup copy', (uuid: string) => `CopyObject backup ${uuid}`],
  ])(
    'restores a file deleted before %s of another file failed, and removes the new file',
    async (_step, failingCommand) => {
      // Prepare
      const company = newId();
      const [fresh, deleted, failing] = [newId(), newId(), newId()];
      await seedFile(company, deleted, 'deleted original');
      await seedFile(company, failing, 'failing original');
      const { client, commands } = clientFailing(failingCommand(failing), `DeleteObject file ${deleted}`);
      // Act
      const result = filesWith(client).applyFileChanges(company, {
        items: [item(fresh, 'new')],
        deleteItems: [deleted, failing],
      });
      // Assess
      await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(commands).toContain(`DeleteObject file ${deleted}`);
      expect(await contents(company, deleted)).toBe('text/plain deleted original');
      expect(await contents(company, failing)).toBe('text/plain failing original');
      expect(await tagsOf(company, deleted)).toEqual([]);
      expect(await contents(company, fresh)).toBeUndefined();
      expect(await backupsOf(company)).toEqual([]);
    },
  );
});
