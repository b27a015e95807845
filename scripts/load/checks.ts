/**
 * The invariants, checked from outside through the API once the load has stopped:
 * - a list's `meta.total` equals the records it lists, and they are exactly the acknowledged ones;
 * - an entity limit is never exceeded (and the load did run into it);
 * - no lost PATCH: the acknowledged If-Match PATCHes of a shared record form one chain from its
 *   first version, and the record now holds the chain's last version;
 * - every acknowledged write is readable as acknowledged (a deleted record is 404).
 */
import type { ApiClient } from './client';
import type { KeyPool } from './key-pool';
import type { HotRecord, Kind, Ledger } from './ledger';

export interface CompanyUnderLoad {
  companyUuid: string;
  /** Keys that may read everything of the company (owner and admin). */
  readers: KeyPool;
  userCount: number;
}

const uuidField: Record<Kind, string> = { category: 'category_uuid', automation: 'automation_uuid' };

export async function checkInvariants(api: ApiClient, ledger: Ledger, companies: CompanyUnderLoad[]): Promise<void> {
  for (const company of companies) {
    for (const kind of ['category', 'automation'] as const) await checkList(api, ledger, company, kind);
    const users = await api.listAll(company.readers, `/companies/${company.companyUuid}/users?ignore_cached=true`);
    checkTotals(ledger, `users of ${company.companyUuid}`, users.records.length, users.totals);
    if (users.records.length !== company.userCount)
      ledger.violation(`users of ${company.companyUuid}: ${users.records.length} listed, ${company.userCount} exist`);
  }
  for (const hot of ledger.hot) await checkChain(api, ledger, hot, companies);
  await checkRecordsReadable(api, ledger, companies);
}

function checkTotals(ledger: Ledger, what: string, listed: number, totals: number[]): void {
  for (const total of new Set(totals))
    if (total !== listed) ledger.violation(`${what}: meta.total ${total}, ${listed} records listed`);
}

async function checkList(api: ApiClient, ledger: Ledger, company: CompanyUnderLoad, kind: Kind): Promise<void> {
  const path = kind === 'category' ? '/categories' : `/companies/${company.companyUuid}/automations`;
  const { records, totals } = await api.listAll(company.readers, path);
  const what = `${kind} list of ${company.companyUuid}`;
  checkTotals(ledger, what, records.length, totals);
  const listed = new Map(records.map((record) => [String(record[uuidField[kind]]), record]));
  if (listed.size !== records.length) ledger.violation(`${what}: a record listed twice`);

  const hotUuids = new Set(
    ledger.hot.filter((hot) => hot.companyUuid === company.companyUuid).map((hot) => hot.path.split('/').pop()),
  );
  for (const record of ledger.records.values()) {
    if (record.companyUuid !== company.companyUuid || record.kind !== kind || record.uncertain) continue;
    const found = listed.get(record.uuid);
    if (record.state === 'deleted' && found) ledger.violation(`${what}: deleted ${record.uuid} is still listed`);
    if (record.state === 'live' && !found) ledger.violation(`${what}: acknowledged ${record.uuid} is missing`);
    if (record.state === 'live' && found && found.description !== record.description)
      ledger.violation(
        `${what}: ${record.uuid} lists "${String(found.description)}", the last acknowledged write was "${record.description}"`,
      );
  }
  for (const [uuid, record] of listed) {
    const known = ledger.records.get(uuid);
    if (!known && !hotUuids.has(uuid) && !ledger.uncertainCreates.has(String(record.name)))
      ledger.violation(`${what}: ${uuid} ("${String(record.name)}") was never acknowledged`);
  }

  const limit = ledger.limits.get(company.companyUuid)?.[kind === 'category' ? 'categories' : 'automations'];
  if (limit !== null && limit !== undefined) {
    if (records.length > limit) ledger.violation(`${what}: ${records.length} records, over its limit of ${limit}`);
    if (!ledger.limitRefusals.get(`${company.companyUuid}|${kind}`))
      ledger.violation(`${what}: the load never ran into its limit of ${limit}`);
  }
}

/**
 * What is wrong with a shared record's PATCH history, given what the record holds now: the
 * acknowledged If-Match PATCHes must chain ETag to ETag from its first version (two acknowledged on
 * one version: one was lost), and the record must hold the chain's last version. A PATCH whose
 * answer never came may have been applied: it may fill the last place, and excuses a broken chain.
 */
export function chainViolations(hot: HotRecord, now: { etag: string | null; value: unknown }): string[] {
  const what = `hot ${hot.label} (${hot.path})`;
  const violations: string[] = [];
  const byBase = new Map<string, HotRecord['acks']>();
  for (const ack of hot.acks) byBase.set(ack.ifMatch, [...(byBase.get(ack.ifMatch) ?? []), ack]);
  for (const [base, acks] of byBase) {
    if (acks.length > 1)
      violations.push(
        `${what}: ${acks.length} PATCHes acknowledged on the same version ${base}: all but one were lost`,
      );
  }
  let tail: { etag: string; value: unknown } = { etag: hot.initialEtag, value: hot.initialValue };
  let walked = 0;
  for (let next = byBase.get(tail.etag)?.[0]; next && walked < hot.acks.length; next = byBase.get(tail.etag)?.[0]) {
    tail = { etag: next.etag, value: next.value };
    walked += 1;
  }
  if (walked !== hot.acks.length && hot.pending.length === 0)
    violations.push(`${what}: ${hot.acks.length - walked} acknowledged PATCHes are not in the chain of versions`);
  const holdsTail = now.etag === tail.etag && now.value === tail.value;
  const holdsPending = hot.pending.some((pending) => pending.value === now.value);
  if (!holdsTail && !holdsPending)
    violations.push(
      `${what}: holds ${JSON.stringify(now.value)} (${now.etag}), the last acknowledged PATCH left ${JSON.stringify(tail.value)} (${tail.etag})`,
    );
  return violations;
}

async function checkChain(
  api: ApiClient,
  ledger: Ledger,
  hot: HotRecord,
  companies: CompanyUnderLoad[],
): Promise<void> {
  const readers = companies.find((company) => company.companyUuid === hot.companyUuid)?.readers;
  if (!readers) throw new Error(`no reader for ${hot.path}`);
  const now = await api.expect(200, readers, 'GET', hot.path);
  const value = (now.body.data as Record<string, unknown>)[hot.field];
  for (const violation of chainViolations(hot, { etag: now.headers.get('etag'), value })) ledger.violation(violation);
}

/** GET every record the load acknowledged (a deleted one must be 404), a few at a time. */
async function checkRecordsReadable(api: ApiClient, ledger: Ledger, companies: CompanyUnderLoad[]): Promise<void> {
  const records = [...ledger.records.values()].filter((record) => !record.uncertain);
  let next = 0;
  const worker = async () => {
    for (let record = records[next++]; record; record = records[next++]) {
      const readers = companies.find((company) => company.companyUuid === record.companyUuid)?.readers;
      if (!readers) continue;
      const reply = await api.call(readers, 'GET', record.path);
      if (record.state === 'deleted') {
        if (reply.status !== 404) ledger.violation(`${record.path}: deleted, but answers ${reply.status}`);
      } else if (reply.status !== 200) ledger.violation(`${record.path}: acknowledged, but answers ${reply.status}`);
      else if (reply.headers.get('etag') !== record.etag)
        ledger.violation(
          `${record.path}: answers ETag ${reply.headers.get('etag')}, the last acknowledged write gave ${record.etag}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
