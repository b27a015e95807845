/**
 * Writes whose answer is lost: DynamoDB applies a write, the connection drops before its answer
 * arrives, and the SDK sends it again. The faults are injected on the real clients the handlers use,
 * below the SDK's retry step, so the retry is the SDK's own; S3 failures are injected before the
 * request leaves.
 */
import { handler as replaceAutomation } from '../../functions/automations/replace-automation';
import { handler as updateAutomation } from '../../functions/automations/update-automation';
import { handler as updateCategory } from '../../functions/categories/update-category';
import { handler as deleteImage } from '../../functions/companies/delete-company-image';
import { handler as getCompany } from '../../functions/companies/get-company';
import { handler as replaceCompany } from '../../functions/companies/replace-company';
import { handler as updateCompany } from '../../functions/companies/update-company';
import { handler as updateLimit } from '../../functions/companies/update-company-limit';
import { handler as uploadImage } from '../../functions/companies/upload-company-image';
import { automationKey } from '../../lib/automations/automation';
import { automationRepository } from '../../lib/automations/automation-repository';
import { s3Client } from '../../lib/aws/s3';
import { categoryKey } from '../../lib/categories/category';
import { categoryRepository } from '../../lib/categories/category-repository';
import { companyKey } from '../../lib/companies/company';
import { companyRepository } from '../../lib/companies/company-repository';
import { config } from '../../lib/config';
import { etagOf } from '../../lib/data/versioning';
import { automationBody, makeAutomation } from '../support/automations';
import { makeCategory } from '../support/categories';
import { GIF, PNG, companyBody, multipart } from '../support/companies';
import { type CompanyFixture, makeCompany, makePlatformKey } from '../support/fixtures';
import { type EventOverrides, type TestResponse, invoke, loadEvent, withRequest } from '../support/invoke';
import { quietly } from '../support/quietly';
import {
  droppedConnection,
  failBeforeDynamo,
  loseAnswers as loseDynamoAnswers,
  onItem,
  removeDynamoFaults,
} from '../support/dynamo-faults';

type Key = { PK: string; SK: string };

/** Removers of the S3 faults installed so far. */
const installed: Array<() => void> = [];
let faults = 0;

/** Removes every fault installed so far: the stack works again. */
function removeFaults(): void {
  removeDynamoFaults();
  for (const remove of installed.splice(0)) remove();
}

afterEach(removeFaults);

/**
 * The first `times` answers to `command` (`UpdateItem`, `PutItem`) on the item at `key` are lost
 * after DynamoDB applied the write: the SDK sees a dropped connection and sends the write again.
 */
const loseAnswers = (command: string, key: Key, times = 1): void => loseDynamoAnswers(onItem(command, key), times);

/** Every `command` on the item at `key` fails before it reaches DynamoDB. */
const failDynamo = (command: string, key: Key): void => failBeforeDynamo(onItem(command, key));

/** S3 commands named `command` fail before they leave (every attempt); the keys of all PutObjects are recorded. */
function watchS3(options: { fail?: string } = {}): { puts: string[] } {
  const puts: string[] = [];
  const name = `watchS3${++faults}`;
  s3Client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: string };
      if (context.commandName === 'PutObjectCommand' && input.Key) puts.push(input.Key);
      if (context.commandName === `${options.fail}Command`) throw droppedConnection();
      return next(args);
    },
    { step: 'initialize', name },
  );
  installed.push(() => s3Client.middlewareStack.remove(name));
  return { puts };
}

function call(handler: Parameters<typeof invoke>[0], event: string, overrides: EventOverrides): Promise<TestResponse> {
  return invoke(handler, withRequest(loadEvent(event), overrides));
}

async function served(url: string): Promise<number> {
  return (await fetch(url)).status;
}

describe('a versioned write whose answer is lost once', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
  });

  it('PUT automation with the current If-Match answers 200 and writes one version', async () => {
    // Prepare
    const { automation, etag } = await makeAutomation(company.ownerKey, company.companyUuid);
    const uuid = automation.automation_uuid;
    loseAnswers('PutItem', automationKey(company.companyUuid, uuid));
    // Act
    const response = await call(replaceAutomation, 'replace-automation/basic', {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid, automation_uuid: uuid },
      headers: { 'If-Match': etag },
      body: automationBody({ name: 'Renamed' }),
    });
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(etagOf(uuid, 2));
    expect(response.body.data).toEqual({ ...automation, name: 'Renamed', updated_at: expect.any(String) });
    expect(await automationRepository.getAutomation(company.companyUuid, uuid)).toMatchObject({
      name: 'Renamed',
      version: 2,
    });
  });

  it('PATCH automation without If-Match applies the change once', async () => {
    const { automation } = await makeAutomation(company.ownerKey, company.companyUuid);
    const uuid = automation.automation_uuid;
    loseAnswers('PutItem', automationKey(company.companyUuid, uuid));
    const response = await call(updateAutomation, 'update-automation/basic', {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid, automation_uuid: uuid },
      body: { description: 'Once' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(etagOf(uuid, 2));
    expect(Object.keys(response.body.data)).toEqual(Object.keys(automation));
    expect(await automationRepository.getAutomation(company.companyUuid, uuid)).toMatchObject({
      description: 'Once',
      version: 2,
    });
  });

  it('PATCH category with the current If-Match answers 200 and writes one version', async () => {
    const category = await makeCategory(company.ownerKey);
    loseAnswers('UpdateItem', categoryKey(company.companyUuid, category.uuid));
    const response = await call(updateCategory, 'update-category/basic', {
      key: company.ownerKey,
      pathParameters: { category_uuid: category.uuid },
      headers: { 'If-Match': category.etag },
      body: { description: 'Once' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(etagOf(category.uuid, 2));
    expect(response.body.data).toEqual({ ...category.record, description: 'Once', updated_at: expect.any(String) });
    expect(await categoryRepository.getCategory(company.companyUuid, category.uuid)).toMatchObject({
      description: 'Once',
      version: 2,
    });
  });

  it('PATCH category without If-Match applies the change once', async () => {
    const category = await makeCategory(company.ownerKey);
    loseAnswers('UpdateItem', categoryKey(company.companyUuid, category.uuid));
    const response = await call(updateCategory, 'update-category/basic', {
      key: company.ownerKey,
      pathParameters: { category_uuid: category.uuid },
      body: { description: 'Once' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(etagOf(category.uuid, 2));
    expect(await categoryRepository.getCategory(company.companyUuid, category.uuid)).toMatchObject({ version: 2 });
  });

  it.each([
    ['PUT', replaceCompany, 'replace-company/basic', companyBody({ name: 'Once Ltd' })],
    ['PATCH', updateCompany, 'update-company/basic', { name: 'Once Ltd' }],
  ] as const)(
    '%s company with the current If-Match answers 200 and writes one version',
    async (_method, handler, event, body) => {
      const own = await makeCompany();
      const before = await call(getCompany, 'get-company/basic', {
        key: own.ownerKey,
        pathParameters: { company_uuid: own.companyUuid },
      });
      loseAnswers('UpdateItem', companyKey(own.companyUuid));
      const response = await call(handler, event, {
        key: own.ownerKey,
        pathParameters: { company_uuid: own.companyUuid },
        headers: { 'If-Match': before.headers.etag ?? '' },
        body,
      });
      expect(response.status).toBe(200);
      expect(response.headers.etag).toBe(etagOf(own.companyUuid, 2));
      expect(Object.keys(response.body.data)).toEqual(Object.keys(before.body.data));
      expect(response.body.data.name).toBe('Once Ltd');
      expect(await companyRepository.getCompany(own.companyUuid, { consistent: true })).toMatchObject({
        name: 'Once Ltd',
        version: 2,
      });
    },
  );

  it('PATCH company without If-Match applies the change once', async () => {
    const own = await makeCompany();
    loseAnswers('UpdateItem', companyKey(own.companyUuid));
    const response = await call(updateCompany, 'update-company/basic', {
      key: own.ownerKey,
      pathParameters: { company_uuid: own.companyUuid },
      body: { city: 'Albany' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(etagOf(own.companyUuid, 2));
    expect(await companyRepository.getCompany(own.companyUuid, { consistent: true })).toMatchObject({
      city: 'Albany',
      version: 2,
    });
  });

  it('update-limit with the current If-Match answers 200 and writes one version', async () => {
    const own = await makeCompany();
    const platform = await makePlatformKey();
    const before = await call(getCompany, 'get-company/basic', {
      key: own.ownerKey,
      pathParameters: { company_uuid: own.companyUuid },
    });
    loseAnswers('UpdateItem', companyKey(own.companyUuid));
    const response = await call(updateLimit, 'update-company-limit/basic', {
      key: platform.key,
      pathParameters: { company_uuid: own.companyUuid, entity: 'automations' },
      headers: { 'If-Match': before.headers.etag ?? '' },
      body: { limit: 3 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(etagOf(own.companyUuid, 2));
    expect(response.body.data).toEqual({
      ...before.body.data,
      limits: { ...before.body.data.limits, automations: 3 },
      updated_at: expect.any(String),
    });
  });
});

describe('logo writes when a step fails', () => {
  function upload(company: CompanyFixture, bytes: Buffer): Promise<TestResponse> {
    return call(uploadImage, 'upload-company-image/basic', {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
      ...multipart([{ name: 'image_url', data: bytes, filename: 'logo' }]),
    });
  }

  function removeLogo(company: CompanyFixture): Promise<TestResponse> {
    return call(deleteImage, 'delete-company-image/basic', {
      key: company.ownerKey,
      pathParameters: { company_uuid: company.companyUuid },
    });
  }

  async function storedImageUrl(company: CompanyFixture): Promise<string | null | undefined> {
    return (await companyRepository.getCompany(company.companyUuid, { consistent: true }))?.image_url;
  }

  async function withLogo(): Promise<CompanyFixture & { imageUrl: string }> {
    const company = await makeCompany();
    const uploaded = await upload(company, PNG);
    if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.rawBody}`);
    return { ...company, imageUrl: uploaded.body.data.image_url };
  }

  it('DELETE image whose object delete fails answers 503, keeps the record naming the logo, and a retry removes both', async () => {
    // Prepare
    const company = await withLogo();
    watchS3({ fail: 'DeleteObject' });
    // Act
    const failed = await quietly(() => removeLogo(company));
    // Assess
    expect(failed.status).toBe(503);
    expect(await storedImageUrl(company)).toBe(company.imageUrl);
    removeFaults();
    expect((await removeLogo(company)).status).toBe(204);
    expect(await storedImageUrl(company)).toBeNull();
    expect(await served(company.imageUrl)).toBe(404);
  });

  it('DELETE image whose clearing answer is lost once answers 204 and deletes the object', async () => {
    const company = await withLogo();
    loseAnswers('UpdateItem', companyKey(company.companyUuid));
    const response = await removeLogo(company);
    expect(response.status).toBe(204);
    expect(await storedImageUrl(company)).toBeNull();
    expect(await served(company.imageUrl)).toBe(404);
  });

  it('DELETE image whose clearing fails answers 503 with the object gone, and a retry clears the record', async () => {
    const company = await withLogo();
    failDynamo('UpdateItem', companyKey(company.companyUuid));
    expect((await quietly(() => removeLogo(company))).status).toBe(503);
    expect(await served(company.imageUrl)).toBe(404);
    removeFaults();
    expect((await removeLogo(company)).status).toBe(204);
    expect(await storedImageUrl(company)).toBeNull();
  });

  it('POST image whose record answer is lost once answers 200 and deletes the previous logo', async () => {
    const company = await withLogo();
    loseAnswers('UpdateItem', companyKey(company.companyUuid));
    const response = await upload(company, GIF);
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(etagOf(company.companyUuid, 3));
    expect(await storedImageUrl(company)).toBe(response.body.data.image_url);
    expect(await served(response.body.data.image_url)).toBe(200);
    expect(await served(company.imageUrl)).toBe(404);
  });

  it('POST image whose record write is applied but every answer lost reads back, finishes the replacement and answers 200', async () => {
    const company = await withLogo();
    const { puts } = watchS3();
    loseAnswers('UpdateItem', companyKey(company.companyUuid), 3);
    const response = await quietly(() => upload(company, GIF));
    expect(response.status).toBe(200);
    const newUrl = `${config.assetsBaseUrl}/${puts[0]}`;
    expect(response.body.data.image_url).toBe(newUrl);
    expect(await storedImageUrl(company)).toBe(newUrl);
    expect(await served(newUrl)).toBe(200);
    expect(await served(company.imageUrl)).toBe(404);
  });

  it('POST image whose record write fails unseen answers 503 and keeps the new object: a write that never left looks like one still on its way', async () => {
    const company = await withLogo();
    const { puts } = watchS3();
    failDynamo('UpdateItem', companyKey(company.companyUuid));
    const response = await quietly(() => upload(company, GIF));
    expect(response.status).toBe(503);
    expect(await storedImageUrl(company)).toBe(company.imageUrl);
    // Unreferenced clutter, where deleting it could leave a late write naming a deleted logo.
    expect(await served(`${config.assetsBaseUrl}/${puts[0]}`)).toBe(200);
    expect(await served(company.imageUrl)).toBe(200);
  });

  it('POST image whose record write and read-back both fail keeps the new object', async () => {
    const company = await withLogo();
    const { puts } = watchS3();
    loseAnswers('UpdateItem', companyKey(company.companyUuid), 3);
    failDynamo('GetItem', companyKey(company.companyUuid));
    const response = await quietly(() => upload(company, GIF));
    removeFaults();
    expect(response.status).toBe(503);
    const newUrl = `${config.assetsBaseUrl}/${puts[0]}`;
    expect(await storedImageUrl(company)).toBe(newUrl);
    expect(await served(newUrl)).toBe(200);
  });
});
