/**
 * What the load saw the API acknowledge, kept to check the invariants from outside afterwards: the
 * records each virtual user created, changed and deleted, the PATCH chains of the shared ("hot")
 * records, the list totals seen under load and every answer that was not one the step allows.
 */

export type Kind = 'category' | 'automation';

/** A record one virtual user created: only that user changes or deletes it, one request at a time. */
export interface OwnedRecord {
  kind: Kind;
  companyUuid: string;
  uuid: string;
  path: string;
  name: string;
  description: string | null;
  etag: string;
  state: 'live' | 'deleted';
  /** A write on it whose answer never came (a timeout, a 5xx, the end of the run): its state is unknown. */
  uncertain: boolean;
}

/** A record many virtual users PATCH with If-Match: the acknowledged PATCHes must form one chain. */
export interface HotRecord {
  label: string;
  companyUuid: string;
  path: string;
  field: 'description' | 'display_name';
  initialEtag: string;
  initialValue: unknown;
  acks: Array<{ ifMatch: string; etag: string; value: string }>;
  /** PATCHes whose answer never came: each may or may not have been applied. */
  pending: Array<{ ifMatch: string; value: string }>;
}

export interface CompanyLimits {
  categories: number | null;
  automations: number | null;
}

export class Ledger {
  readonly records = new Map<string, OwnedRecord>();
  /** Creates whose answer never came, by name: the record may exist. */
  readonly uncertainCreates = new Set<string>();
  readonly violations: string[] = [];
  /** Answers per step label and status. */
  readonly answers = new Map<string, Map<number, number>>();
  /** 409 limit_exceeded per `<company>|<kind>`: the load did try to exceed the limit. */
  readonly limitRefusals = new Map<string, number>();
  /** 201s per `<company>|<kind>`. */
  readonly creates = new Map<string, number>();
  unknownOutcomes = 0;

  constructor(
    readonly hot: HotRecord[],
    readonly limits: ReadonlyMap<string, CompanyLimits>,
  ) {}

  answered(label: string, status: number): void {
    const byStatus = this.answers.get(label) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.answers.set(label, byStatus);
  }

  violation(message: string): void {
    // A broken invariant tends to repeat: the first few tell what it is.
    if (this.violations.length < 200) this.violations.push(message);
  }

  bump(counter: Map<string, number>, companyUuid: string, kind: Kind): void {
    const key = `${companyUuid}|${kind}`;
    counter.set(key, (counter.get(key) ?? 0) + 1);
  }

  /** A list's `meta.total` seen under load: never above the company's limit for that kind. */
  sawTotal(companyUuid: string, kind: Kind, total: number): void {
    const limit = this.limits.get(companyUuid)?.[kind === 'category' ? 'categories' : 'automations'];
    if (limit !== null && limit !== undefined && total > limit)
      this.violation(`${kind} list of ${companyUuid} counted ${total} records under load, over its limit of ${limit}`);
  }
}
