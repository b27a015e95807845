/** replaceLogo when the record write fails: what is deleted, kept and answered (the repository and the bucket faked). */
import { StaleWriteError } from '../data/optimistic';
import { NotFoundError, PreconditionFailedError } from '../errors';
import { companyEtag } from './company';
import type { StoredCompany } from './company';
import { type LogoUploadDependencies, replaceLogo } from './company-logo';
import type { ImageReplacement } from './company-repository';

const COMPANY = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
const OLD_KEY = `companies/${COMPANY}/logo/old.png`;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Outcome = 'applied, answer lost' | 'not applied, answer lost' | 'refused';

/** A bucket holding the old logo: its objects, and the file access of the dependencies. */
function bucket(): { objects: Set<string>; files: LogoUploadDependencies['files'] } {
  const objects = new Set([OLD_KEY]);
  return {
    objects,
    files: {
      putObject: async (key) => {
        objects.add(key);
      },
      deleteObject: async (key) => {
        objects.delete(key);
      },
    },
  };
}

/** A bucket holding the old logo, and a company whose image write ends with `outcome`. */
function world(outcome: Outcome, options: { readFails?: boolean } = {}) {
  const { objects, files } = bucket();
  let record = {
    image_key: OLD_KEY,
    image_url: `https://assets.example.com/${OLD_KEY}`,
    replacedKey: null as string | null,
  };
  const stored = (): StoredCompany =>
    ({
      company_uuid: COMPANY,
      image_key: record.image_key,
      image_url: record.image_url,
      version: 2,
    }) as unknown as StoredCompany;
  const deps: LogoUploadDependencies = {
    assetsBaseUrl: 'https://assets.example.com',
    files,
    companies: {
      getCompany: async () => stored(),
      replaceCompanyImage: async (_company, image) => {
        if (outcome === 'refused') throw new NotFoundError('The company does not exist');
        if (outcome === 'applied, answer lost') record = { ...image, replacedKey: record.image_key };
        throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
      },
      readImageReplacement: async (): Promise<ImageReplacement> => {
        if (options.readFails) throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
        return { current: stored(), replacedKey: record.replacedKey };
      },
    },
  };
  return { deps, objects, record: () => record };
}

describe('replaceLogo when the record write fails', () => {
  it('finishes a replacement that was applied with its answer lost: answers the company and deletes the old object', async () => {
    // Prepare
    const { deps, objects, record } = world('applied, answer lost');
    // Act
    const company = await replaceLogo(COMPANY, PNG, undefined, deps);
    // Assess
    expect(record().image_key).not.toBe(OLD_KEY);
    expect(company.record.image_url).toBe(`https://assets.example.com/${record().image_key}`);
    expect([...objects]).toEqual([record().image_key]);
  });

  it('keeps the new object when the write may still be applied, so the record can never name a deleted object', async () => {
    // Prepare
    const { deps, objects } = world('not applied, answer lost');
    // Act
    const replacing = replaceLogo(COMPANY, PNG, undefined, deps);
    // Assess
    await expect(replacing).rejects.toThrow('socket hang up');
    expect(objects.size).toBe(2);
    expect(objects.has(OLD_KEY)).toBe(true);
  });

  it('keeps the new object when the read back fails too', async () => {
    // Prepare
    const { deps, objects } = world('applied, answer lost', { readFails: true });
    // Act
    const replacing = replaceLogo(COMPANY, PNG, undefined, deps);
    // Assess
    await expect(replacing).rejects.toThrow('socket hang up');
    expect(objects.size).toBe(2);
  });

  it('deletes the new object when the write was refused, which wrote nothing', async () => {
    // Prepare
    const { deps, objects } = world('refused');
    // Act
    const replacing = replaceLogo(COMPANY, PNG, undefined, deps);
    // Assess
    await expect(replacing).rejects.toBeInstanceOf(NotFoundError);
    expect([...objects]).toEqual([OLD_KEY]);
  });
});

/** A company at version 2 whose first logo write loses its race to another write (now at version 3). */
function racedWorld() {
  const { objects, files } = bucket();
  let company = {
    company_uuid: COMPANY,
    image_key: OLD_KEY,
    image_url: `https://assets.example.com/${OLD_KEY}`,
    version: 2,
  } as unknown as StoredCompany;
  let raced = false;
  const deps: LogoUploadDependencies = {
    assetsBaseUrl: 'https://assets.example.com',
    files,
    companies: {
      getCompany: async () => company,
      replaceCompanyImage: async (_company, image, options) => {
        if (!raced) {
          raced = true;
          company = { ...company, version: company.version + 1 };
        }
        if (options.expectedVersion !== undefined && options.expectedVersion !== company.version)
          throw new StaleWriteError('company');
        const replacedKey = company.image_key;
        company = { ...company, ...image, version: company.version + 1 };
        return { current: company, replacedKey };
      },
      readImageReplacement: async () => ({ current: company, replacedKey: null }),
    },
  };
  return { deps, objects, company: () => company };
}

describe('replaceLogo with If-Match when another write lands first', () => {
  it('writes with * after reading the company again, and deletes the old object', async () => {
    // Prepare
    const { deps, objects, company } = racedWorld();
    // Act
    const answered = await replaceLogo(COMPANY, PNG, '*', deps);
    // Assess
    expect(company().version).toBe(4);
    expect(answered.etag).toBe(companyEtag(company()));
    expect([...objects]).toEqual([company().image_key]);
  });

  it('answers 412 when the race moved the company off the tag sent, and deletes the new object', async () => {
    // Prepare
    const { deps, objects, company } = racedWorld();
    // Act
    const replacing = replaceLogo(COMPANY, PNG, companyEtag(company()), deps);
    // Assess
    await expect(replacing).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(company().image_key).toBe(OLD_KEY);
    expect([...objects]).toEqual([OLD_KEY]);
  });
});

/**
 * A company at version 2 whose logo write lands, but whose answer is lost; another write lands (a
 * PATCH, or `then: 'upload'` another logo upload), and the SDK's resend of the first is refused.
 */
function landedWorld(then: 'patch' | 'upload') {
  const { objects, files } = bucket();
  let company = {
    company_uuid: COMPANY,
    image_key: OLD_KEY,
    image_url: `https://assets.example.com/${OLD_KEY}`,
    version: 2,
  } as unknown as StoredCompany;
  let replacedKey: string | null = null;
  let writes = 0;
  const deps: LogoUploadDependencies = {
    assetsBaseUrl: 'https://assets.example.com',
    files,
    companies: {
      getCompany: async () => company,
      replaceCompanyImage: async (_company, image) => {
        writes++;
        replacedKey = company.image_key;
        company = { ...company, ...image, version: company.version + 1 };
        if (then === 'upload') {
          // The other upload replaces this one's object and deletes it.
          objects.delete(image.image_key);
          replacedKey = image.image_key;
          const other = `companies/${COMPANY}/logo/other.png`;
          company = {
            ...company,
            image_key: other,
            image_url: `https://assets.example.com/${other}`,
            version: company.version + 1,
          };
          objects.add(other);
          objects.delete(OLD_KEY);
        } else {
          company = { ...company, version: company.version + 1 };
        }
        throw new StaleWriteError('company');
      },
      readImageReplacement: async () => ({ current: company, replacedKey }),
    },
  };
  return { deps, objects, company: () => company, writes: () => writes };
}

describe('replaceLogo whose write landed with its answer lost, before another write', () => {
  it.each([['*'], ['the tag it matched']])(
    'with If-Match %s: answers the company naming the new logo, deletes the old one and writes once',
    async (form) => {
      // Prepare
      const { deps, objects, company, writes } = landedWorld('patch');
      const ifMatch = form === '*' ? '*' : companyEtag(company());
      // Act
      const answered = await replaceLogo(COMPANY, PNG, ifMatch, deps);
      // Assess
      expect(writes()).toBe(1);
      expect(answered.record.image_url).toBe(`https://assets.example.com/${company().image_key}`);
      expect([...objects]).toEqual([company().image_key]);
    },
  );

  it('answers the company as the later upload left it, and writes nothing more, when that upload replaced it', async () => {
    const { deps, objects, company, writes } = landedWorld('upload');
    const answered = await replaceLogo(COMPANY, PNG, '*', deps);
    expect(writes()).toBe(1);
    expect(answered.record.image_url).toBe(company().image_url);
    expect([...objects]).toEqual([`companies/${COMPANY}/logo/other.png`]);
  });
});
