/**
 * The load's virtual users: one per autocannon connection, each acting as one user of one company
 * with that role's mix of reads and writes, one request at a time. A step names the answers it allows
 * (429 always is: the API's limits stand); any other answer is a violation, and each acknowledged
 * write goes into the ledger for the checks after the run.
 */
import type { KeyPool, LoadGroup } from './key-pool';
import type { HotRecord, Kind, Ledger, OwnedRecord } from './ledger';

export type Role = 'owner' | 'admin' | 'manager' | 'technician';

export interface LoadUser {
  role: Role;
  companyUuid: string;
  userUuid: string;
  keys: KeyPool;
  /** The hot records this role may PATCH. */
  hot: HotRecord[];
  /** Automations of this company are created and changed, never deleted (the exact limit check). */
  automationsCreateOnly: boolean;
}

export interface Answer {
  status: number;
  body:
    | { data?: Record<string, unknown> | Array<Record<string, unknown>>; meta?: { total?: number }; code?: string }
    | undefined;
  headers: Record<string, string>;
}

interface Step {
  label: string;
  group: LoadGroup;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The answers besides 429 that this step allows. */
  expect: readonly number[];
  done?(answer: Answer): void;
  /** Its answer never came: what it wrote, if anything, is unknown. */
  unknown?(): void;
}

export interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const API = '/api/v1';

/** Share of actions that write, per role (technicians may only change themselves). */
const WRITE_SHARE: Record<Role, number> = { owner: 0.45, admin: 0.45, manager: 0.4, technician: 0.25 };

export function automationBody(name: string, description: string | null): Record<string, unknown> {
  return {
    name,
    description,
    type: 'JOB',
    triggers: [{ type: 'JOB', operator: 'IS_CREATED', value: '' }],
    actions: [
      { action: 'SEND_EMAIL', value: ['{{customer.email}}'], settings: { subject: 'Job', body: 'A job was created' } },
    ],
  };
}

export class VirtualUser {
  private queue: Step[] = [];
  private inflight: (Step & { key: string }) | undefined;
  private seq = 0;
  private readonly owned: OwnedRecord[] = [];

  constructor(
    readonly id: number,
    readonly user: LoadUser,
    private readonly ledger: Ledger,
    /** After this instant (epoch ms) only reads are sent, so that no write is in flight when the run stops. */
    private readonly writesUntil: number,
    private readonly random: () => number = Math.random,
  ) {}

  /** The next request; a request still in flight has lost its answer (timeout, reconnect). */
  next(now = Date.now()): Outgoing {
    this.abandonInflight();
    let step = this.queue.shift() ?? this.plan(now);
    if (step.group === 'write' && now >= this.writesUntil) step = this.dropPlan(now);
    let key = this.user.keys.take(step.group);
    if (!key && step.group !== 'read') {
      step = this.dropPlan(now);
      key = this.user.keys.take(step.group);
    }
    key ??= this.user.keys.takeAnyway(step.group);
    this.inflight = { ...step, key };
    const headers: Record<string, string> = {
      Authorization: `Bearer ${key}`,
      Accept: 'application/json',
      ...step.headers,
    };
    if (step.body === undefined) return { method: step.method, path: API + step.path, headers };
    return {
      method: step.method,
      path: API + step.path,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(step.body),
    };
  }

  /** The answer to the request in flight. */
  answer(status: number, text: string, headers: Record<string, string | string[]>): void {
    const step = this.inflight;
    this.inflight = undefined;
    if (!step) return;
    this.ledger.answered(step.label, status);
    if (status === 429) {
      // Refused before anything was written (docs/api.md, *The order of checks*): the step's effect is certainly absent.
      this.user.keys.exhausted(step.key, step.group);
      this.queue = [];
      return;
    }
    if (status >= 500) {
      // Counted against the budget by the run; what it wrote is unknown.
      step.unknown?.();
      this.queue = [];
      return;
    }
    if (!step.expect.includes(status)) {
      this.ledger.violation(`${step.label} (${this.user.role}) answered ${status}: ${text.slice(0, 300)}`);
      this.queue = [];
      return;
    }
    let body: Answer['body'];
    try {
      body = text ? (JSON.parse(text) as Answer['body']) : undefined;
    } catch {
      this.ledger.violation(`${step.label} answered ${status} with a body that is not JSON`);
      return;
    }
    step.done?.({ status, body, headers: lowerCased(headers) });
  }

  /** The run stopped: a request in flight keeps its outcome unknown. */
  finish(): void {
    this.abandonInflight();
  }

  private abandonInflight(): void {
    if (!this.inflight) return;
    this.ledger.unknownOutcomes += 1;
    this.inflight.unknown?.();
    this.inflight = undefined;
    this.queue = [];
  }

  /** Give up the planned steps (no write budget or writes are over) and read instead. */
  private dropPlan(now: number): Step {
    this.queue = [];
    return this.planRead(now);
  }

  private plan(now: number): Step {
    const steps =
      now < this.writesUntil && this.random() < WRITE_SHARE[this.user.role] ? this.planWrite() : [this.planRead(now)];
    const [first, ...rest] = steps;
    this.queue = rest;
    return first ?? this.planRead(now);
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  private weighted(options: Array<[number, () => Step[] | Step]>): Step[] {
    const total = options.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [weight, make] of options) {
      roll -= weight;
      if (roll < 0) return [make()].flat();
    }
    return [options[0]?.[1]() ?? []].flat();
  }

  private get company(): string {
    return this.user.companyUuid;
  }

  private planRead(_now: number): Step {
    const { role } = this.user;
    const reads: Array<[number, () => Step]> = [
      [1, () => ({ label: 'GET app-data', group: 'app-data', method: 'GET', path: '/app-data', expect: [200] })],
      [1, () => ({ label: 'GET me', group: 'read', method: 'GET', path: '/me', expect: [200] })],
      [
        2,
        () => ({
          label: 'GET company',
          group: 'read',
          method: 'GET',
          path: `/companies/${this.company}`,
          expect: [200],
        }),
      ],
      [3, () => this.listStep('category')],
      [
        1,
        () => ({
          label: 'GET users',
          group: 'read',
          method: 'GET',
          path: `/companies/${this.company}/users?page_size=50`,
          expect: [200],
        }),
      ],
      [
        1,
        () => ({
          label: 'GET locations',
          group: 'read',
          method: 'GET',
          path: `/companies/${this.company}/locations`,
          expect: [200],
        }),
      ],
    ];
    if (role !== 'technician') reads.push([3, () => this.listStep('automation')]);
    if (role === 'owner' || role === 'admin')
      reads.push([
        1,
        () => ({
          label: 'GET audit-events',
          group: 'read',
          method: 'GET',
          path: `/companies/${this.company}/audit-events?page_size=10`,
          expect: [200],
        }),
      ]);
    const mine = this.owned.filter((record) => record.state === 'live' && !record.uncertain);
    if (mine.length > 0) reads.push([3, () => this.readOwnStep(this.pick(mine) as OwnedRecord)]);
    return this.weighted(reads)[0] as Step;
  }

  private planWrite(): Step[] {
    const { role } = this.user;
    if (role === 'technician') return this.hotPatchSteps();
    const mine = (kind: Kind) =>
      this.owned.filter((record) => record.kind === kind && record.state === 'live' && !record.uncertain);
    const writes: Array<[number, () => Step[] | Step]> = [
      [3, () => this.createSteps('category')],
      [2, () => this.hotPatchSteps()],
    ];
    if (mine('category').length > 0) {
      writes.push([2, () => this.patchOwnStep(this.pick(mine('category')) as OwnedRecord)]);
      writes.push([2, () => this.deleteOwnStep(this.pick(mine('category')) as OwnedRecord)]);
    }
    if (role === 'owner' || role === 'admin') {
      writes.push([2, () => this.createSteps('automation')]);
      if (mine('automation').length > 0) {
        writes.push([1, () => this.patchOwnStep(this.pick(mine('automation')) as OwnedRecord)]);
        if (!this.user.automationsCreateOnly)
          writes.push([1, () => this.deleteOwnStep(this.pick(mine('automation')) as OwnedRecord)]);
      }
    }
    return this.weighted(writes);
  }

  private listStep(kind: Kind): Step {
    const path = kind === 'category' ? '/categories' : `/companies/${this.company}/automations`;
    return {
      label: `GET ${kind} list`,
      group: 'read',
      method: 'GET',
      path: `${path}?page_size=100&sort_order=desc`,
      expect: [200],
      done: ({ body }) => this.ledger.sawTotal(this.company, kind, Number(body?.meta?.total)),
    };
  }

  private readOwnStep(record: OwnedRecord): Step {
    return {
      label: `GET own ${record.kind}`,
      group: 'read',
      method: 'GET',
      path: record.path,
      expect: [200],
      done: ({ headers }) => {
        if (headers.etag !== record.etag)
          this.ledger.violation(
            `${record.path} read back ETag ${headers.etag} after its acknowledged write ${record.etag}`,
          );
      },
    };
  }

  private createSteps(kind: Kind): Step[] {
    this.seq += 1;
    const name = `load ${this.id}-${this.seq}`;
    const description = `created by ${this.id}`;
    const path = kind === 'category' ? '/categories' : `/companies/${this.company}/automations`;
    const body =
      kind === 'category' ? { name, description, category_group: 'SERVICE_PLAN' } : automationBody(name, description);
    return [
      {
        label: `POST ${kind}`,
        group: 'write',
        method: 'POST',
        path,
        body,
        expect: [201, 409],
        done: ({ status, body: answer, headers }) => {
          if (status === 409) {
            if (answer?.code === 'limit_exceeded') this.ledger.bump(this.ledger.limitRefusals, this.company, kind);
            else this.ledger.violation(`POST ${kind} answered 409 ${String(answer?.code)} for the unique name ${name}`);
            return;
          }
          const data = answer?.data as Record<string, unknown> | undefined;
          const uuid = String(data?.[kind === 'category' ? 'category_uuid' : 'automation_uuid']);
          const record: OwnedRecord = {
            kind,
            companyUuid: this.company,
            uuid,
            path: kind === 'category' ? `/categories/${uuid}` : `/companies/${this.company}/automations/${uuid}`,
            name,
            description,
            etag: headers.etag ?? '',
            state: 'live',
            uncertain: false,
          };
          this.ledger.records.set(uuid, record);
          this.ledger.bump(this.ledger.creates, this.company, kind);
          this.owned.push(record);
          // Every acknowledged create is readable at once (reads are strongly consistent).
          this.queue.unshift(this.readOwnStep(record));
        },
        unknown: () => this.ledger.uncertainCreates.add(name),
      },
    ];
  }

  private patchOwnStep(record: OwnedRecord): Step {
    this.seq += 1;
    const description = `patched by ${this.id} #${this.seq}`;
    return {
      label: `PATCH own ${record.kind}`,
      group: 'write',
      method: 'PATCH',
      path: record.path,
      body: { description },
      expect: [200],
      done: ({ body, headers }) => {
        const data = body?.data as Record<string, unknown> | undefined;
        if (data?.description !== description)
          this.ledger.violation(`PATCH ${record.path} answered 200 without its change`);
        record.description = description;
        record.etag = headers.etag ?? '';
      },
      unknown: () => (record.uncertain = true),
    };
  }

  private deleteOwnStep(record: OwnedRecord): Step {
    return {
      label: `DELETE own ${record.kind}`,
      group: 'write',
      method: 'DELETE',
      path: record.path,
      expect: [204],
      done: () => {
        record.state = 'deleted';
        this.owned.splice(this.owned.indexOf(record), 1);
      },
      unknown: () => (record.uncertain = true),
    };
  }

  /** GET a shared record for its ETag, then PATCH it with If-Match: 200 or 412, never a lost update. */
  private hotPatchSteps(): Step[] {
    const hot = this.pick(this.user.hot);
    if (!hot) return this.createSteps('category');
    return [
      {
        label: `GET hot ${hot.label}`,
        group: 'read',
        method: 'GET',
        path: hot.path,
        expect: [200],
        done: ({ headers }) => {
          this.seq += 1;
          const ifMatch = headers.etag ?? '';
          const value = `${hot.field === 'display_name' ? 'Tess' : 'v'} ${this.id}-${this.seq}`;
          this.queue.unshift({
            label: `PATCH hot ${hot.label}`,
            group: 'write',
            method: 'PATCH',
            path: hot.path,
            headers: { 'If-Match': ifMatch },
            body: { [hot.field]: value },
            expect: [200, 412],
            done: ({ status, body, headers: patched }) => {
              if (status !== 200) return;
              const data = body?.data as Record<string, unknown> | undefined;
              if (data?.[hot.field] !== value)
                this.ledger.violation(`PATCH ${hot.path} answered 200 without its change`);
              hot.acks.push({ ifMatch, etag: patched.etag ?? '', value });
            },
            unknown: () => hot.pending.push({ ifMatch, value }),
          });
        },
      },
    ];
  }
}

function lowerCased(headers: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  );
}
