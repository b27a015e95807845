/**
 * The plain HTTP client of the load's setup and checks: sequential calls that stay within the per-key
 * limits (a pool of keys; a 429 waits for its Retry-After and tries again), never part of the measure.
 */
import type { KeyPool } from './key-pool';

export interface Reply {
  status: number;
  body: { data?: unknown; meta?: { total?: number; total_pages?: number }; code?: string } & Record<string, unknown>;
  headers: Headers;
  text: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export class ApiClient {
  constructor(private readonly baseUrl: string) {}

  async call(
    keys: KeyPool | string,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const group = method === 'GET' ? 'read' : 'write';
    for (let attempt = 0; ; attempt += 1) {
      const key = typeof keys === 'string' ? keys : await this.keyOf(keys, group);
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      if (response.status === 429 && attempt < 5) {
        if (typeof keys !== 'string') keys.exhausted(key, group);
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as Reply['body']) : {},
        headers: response.headers,
        text,
      };
    }
  }

  /** Like call, but anything but the expected status is an error. */
  async expect(
    status: number,
    keys: KeyPool | string,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const reply = await this.call(keys, method, path, options);
    if (reply.status !== status)
      throw new Error(`${method} ${path} answered ${reply.status}, not ${status}: ${reply.text.slice(0, 300)}`);
    return reply;
  }

  /** Every record of a list, page by page, with the totals each page claimed. */
  async listAll(
    keys: KeyPool | string,
    path: string,
  ): Promise<{ records: Array<Record<string, unknown>>; totals: number[] }> {
    const records: Array<Record<string, unknown>> = [];
    const totals: number[] = [];
    const separator = path.includes('?') ? '&' : '?';
    for (let page = 1; page <= 100; page += 1) {
      const reply = await this.expect(200, keys, 'GET', `${path}${separator}page=${page}&page_size=100`);
      const data = reply.body.data as Array<Record<string, unknown>>;
      totals.push(Number(reply.body.meta?.total));
      records.push(...data);
      if (page >= Number(reply.body.meta?.total_pages)) break;
    }
    return { records, totals };
  }

  private async keyOf(keys: KeyPool, group: 'read' | 'write'): Promise<string> {
    for (;;) {
      const key = keys.take(group);
      if (key) return key;
      await sleep(keys.untilNextWindow(group) + 50);
    }
  }
}
