/**
 * Company data access: the company item, the transactions that create a company and the
 * attribute-level updates of the company endpoints. Every update bumps `version` and `updated_at`
 * and writes only the attributes it changes, so concurrent updates of different fields never undo
 * each other; an expected version makes the update conditional (If-Match, read-validate-write).
 * Every update also stores a write token and is applied at most once: the SDK's resend of an
 * update DynamoDB already applied (its answer lost) fails on the token and counts as done. The
 * UpdateItem's expressions are built in company-update-expression.ts.
 * Not the generic versioned writes (lib/data/versioned-writes.ts): a company is no listed record of a
 * company's partition but the partition's owner, updated per attribute under expected values.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { conditionalWrite } from '../data/failed-condition';
import { ITEM_IS_NEW, STORE_WRITE_TOKEN, newWriteToken, notYetApplied } from '../data/update-expression';
import { NotFoundError } from '../errors';
import { StaleWriteError } from '../data/optimistic';
import {
  COMPANY,
  COMPANY_ENTITY,
  type CompanyChanges,
  type CompanyCounts,
  type LimitedEntity,
  NO_LIMITS,
  ZERO_COUNTS,
  type StoredCompany,
  companyKey,
} from './company';
import { putNewQuotaItem, setQuotaLimit } from './entity-limits';
import { createCompanyReader } from './company-reader';
import {
  type CompanyExpression,
  assignments,
  companyUpdateInput,
  unchangedCondition,
} from './company-update-expression';
import { type AuditContext, auditEventItems, newAuditEvent } from '../audit/audit-event';
import { type TransactItem, failingWith, transactWrite } from '../data/transactions';

export interface NewCompany {
  company_uuid: string;
  name: string;
  email: string | null;
  phone: string | null;
  address1: string | null;
  city: string | null;
  country_uuid: string | null;
  country_state_uuid: string | null;
  created_at: string;
}

/** The stored company a new company starts as: every limit null, nothing counted yet. */
export function initialCompany(input: NewCompany): StoredCompany {
  return {
    description: null,
    website_url: null,
    google_my_business_listing: null,
    address2: null,
    postal_code: null,
    latitude: null,
    longitude: null,
    primary_color: null,
    secondary_color: null,
    image_url: null,
    image_key: null,
    settings: {},
    custom_settings: {},
    available_integration_uuids: {},
    limits: { ...NO_LIMITS },
    version: 1,
    updated_at: input.created_at,
    ...input,
  };
}

/**
 * The key of the logo object the last logo replacement replaced, stored by that same update, so
 * that a resent replacement (whose first answer, the old item, was lost) still knows the object to delete.
 */
const REPLACED_IMAGE_KEY = 'replaced_image_key';

/** A company after a logo replacement, and the key of the logo object that replacement replaced. */
export interface ImageReplacement {
  current: StoredCompany;
  replacedKey: string | null;
}

function imageReplacementOf(item: Record<string, unknown>): ImageReplacement {
  const replaced = item[REPLACED_IMAGE_KEY];
  return { current: COMPANY.parse(item), replacedKey: typeof replaced === 'string' ? replaced : null };
}

function toItem(company: StoredCompany): Record<string, unknown> {
  return { ...companyKey(company.company_uuid), entity: COMPANY_ENTITY, ...COMPANY.attributes(company) };
}

export interface UpdateOptions {
  now: string;
  /**
   * Write only if the item is still at this version (→ StaleWriteError otherwise: the caller reads
   * again, where a client's If-Match that no longer matches is its 412).
   */
  expectedVersion?: number;
}

export interface LimitUpdateOptions {
  now: string;
  /** The company as read: the limit is set only while it is still at that version (→ StaleWriteError), and the answer is it with the change. */
  current: StoredCompany;
  /** Who sets it: the change's audit event is written in the same transaction. */
  audit: AuditContext;
}

export interface FieldUpdateOptions extends UpdateOptions {
  /** Write only if these attributes still hold these values, null = absent or null (→ StaleWriteError). */
  expectedValues?: Record<string, unknown>;
}

export function createCompanyRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  /**
   * One conditional UpdateItem, answering the item as written. The condition always requires the
   * item to exist and not to carry this write's token yet; with an expected version it also
   * requires that version. A failed condition is told apart by the old item the failure returns:
   * none → 404, this write's token → the SDK resent a write DynamoDB had applied (done), some → a
   * lost race (StaleWriteError), which the caller settles on a fresh read: a client's If-Match is
   * checked again there (`*` still matches; a tag the race replaced is 412).
   */
  async function update(
    companyUuid: string,
    expression: CompanyExpression,
    options: { expectedVersion?: number } = {},
  ): Promise<Record<string, unknown>> {
    const writeToken = newWriteToken();
    const once = notYetApplied(writeToken);
    const withToken: CompanyExpression = {
      sets: [...expression.sets, STORE_WRITE_TOKEN],
      names: { ...expression.names, ...once.ExpressionAttributeNames },
      values: { ...expression.values, ...once.ExpressionAttributeValues },
      condition: [`(${once.ConditionExpression})`, ...(expression.condition ? [expression.condition] : [])].join(
        ' AND ',
      ),
    };
    const written = await conditionalWrite(
      client,
      {
        Update: {
          ...companyUpdateInput(tableName, companyUuid, withToken, options.expectedVersion),
          ReturnValues: 'ALL_NEW',
        },
      },
      {
        writeToken,
        absent: () => new NotFoundError('The company does not exist'),
        refused: () => new StaleWriteError('company'),
      },
    );
    if (!written) throw new Error('UpdateItem returned no attributes');
    return written;
  }

  const reader = createCompanyReader(client, tableName);
  const { readCompanyItem } = reader;

  return {
    ...reader,

    /**
     * The transaction items that insert a new company and its quota item (fail if the uuid
     * exists), its limited entities counted from `counts` (those created in the same transaction).
     */
    putNewCompanyItems(company: StoredCompany, counts: Partial<CompanyCounts> = {}, activeOwners = 0): TransactItem[] {
      const quota = {
        limits: company.limits,
        counts: { ...ZERO_COUNTS, ...counts },
        users_cache_generation: 0,
        active_owners: activeOwners,
      };
      return [
        { Put: { TableName: tableName, Item: toItem(company), ConditionExpression: ITEM_IS_NEW } },
        putNewQuotaItem(company.company_uuid, quota, tableName),
      ];
    },

    /** Sets the given profile fields (only those), returning the updated company. */
    async updateCompanyFields(
      companyUuid: string,
      changes: CompanyChanges,
      options: FieldUpdateOptions,
    ): Promise<StoredCompany> {
      const set = assignments(changes, options.now);
      const unchanged = unchangedCondition(options.expectedValues ?? {});
      const written = await update(
        companyUuid,
        {
          sets: set.sets,
          names: { ...set.names, ...unchanged.names },
          values: { ...set.values, ...unchanged.values },
          condition: unchanged.condition,
        },
        { expectedVersion: options.expectedVersion },
      );
      return COMPANY.parse(written);
    },

    /**
     * Sets `limits.<entity>` (null = no limit) on the company and on its quota item, which the
     * creates check, in one transaction, and answers the company as written: `current` (the
     * company the caller read) with the change, since a transaction returns no item. Written only
     * while the company is still at that version, else StaleWriteError: the caller reads again.
     */
    async setCompanyLimit(
      companyUuid: string,
      entity: LimitedEntity,
      limit: number | null,
      options: LimitUpdateOptions,
    ): Promise<StoredCompany> {
      const { now, current } = options;
      const set = assignments({}, now);
      set.sets.push('limits.#entity = :limit');
      set.names['#entity'] = entity;
      set.values[':limit'] = limit;
      const company = { Update: companyUpdateInput(tableName, companyUuid, set, current.version) };
      const changes = { [`limits.${entity}`]: { from: current.limits[entity] ?? null, to: limit } };
      const event = newAuditEvent(
        companyUuid,
        options.audit,
        'company.limit_updated',
        { kind: 'company', uuid: companyUuid },
        changes,
      );
      await transactWrite(client, [
        failingWith(company, () => new StaleWriteError('company')),
        setQuotaLimit(companyUuid, entity, limit, tableName),
        ...auditEventItems(tableName, event),
      ]);
      // A transaction answers no item; the version condition makes this exactly what it wrote.
      return {
        ...current,
        limits: { ...current.limits, [entity]: limit },
        version: current.version + 1,
        updated_at: now,
      };
    },

    /**
     * Points the logo at a new object, returning the updated company and the key of the object it
     * replaced (to delete). The same atomic write reads the old key, so two concurrent uploads can
     * never both miss the same old object, and keeps it in the item for a resend to find.
     */
    async replaceCompanyImage(
      companyUuid: string,
      image: { image_url: string; image_key: string },
      options: UpdateOptions,
    ): Promise<ImageReplacement> {
      const set = assignments(image, options.now);
      set.sets.push(`${REPLACED_IMAGE_KEY} = if_not_exists(image_key, :noKey)`);
      set.values[':noKey'] = null;
      return imageReplacementOf(await update(companyUuid, set, { expectedVersion: options.expectedVersion }));
    },

    /**
     * The company, read consistently, with the logo object its last logo replacement replaced: what
     * a replacement whose answer was lost needs to find out whether it was applied, and to finish it.
     */
    async readImageReplacement(companyUuid: string): Promise<ImageReplacement | undefined> {
      const item = await readCompanyItem(companyUuid, true);
      return item ? imageReplacementOf(item) : undefined;
    },

    /**
     * Removes the logo if the company still names the object `imageKey` (the caller deleted it);
     * otherwise, when another upload or removal came first, writes nothing.
     */
    async clearCompanyImage(companyUuid: string, imageKey: string, options: UpdateOptions): Promise<void> {
      const set = assignments({ image_url: null, image_key: null }, options.now);
      set.values[':imageKey'] = imageKey;
      try {
        await update(companyUuid, { ...set, condition: 'image_key = :imageKey' });
      } catch (error) {
        if (!(error instanceof StaleWriteError)) throw error;
      }
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
export const companyRepository: CompanyRepository = /* @__PURE__ */ createCompanyRepository();
