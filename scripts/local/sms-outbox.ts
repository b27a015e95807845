/**
 * The local SMS outbox of `npm start` and the tests: a small HTTP server that answers the one call
 * the API makes to AWS End User Messaging SMS, `SendTextMessage` (the pinpoint-sms-voice-v2 JSON
 * protocol, awsJson1_0, so the real SDK client sends to it), and keeps every message instead of
 * sending it: in memory, and one JSON line per message in `messages.jsonl` under its directory when
 * it has one (read back at the next start). `GET /store` returns them as JSON, `GET /` as a page.
 *
 * Like the service, it refuses a destination that is not an E.164 number and a body over 1,600
 * characters with a ValidationException (reasons CANNOT_PARSE and MAXIMUM_SIZE_EXCEEDED).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { join, resolve } from 'node:path';

/** One message the outbox kept. */
export interface OutboxMessage {
  id: string;
  /** When it was received (ISO 8601). */
  at: string;
  destination: string;
  body: string;
  originationIdentity: string | null;
  messageType: string | null;
  configurationSet: string | null;
}

export interface RunningSmsOutbox {
  endpoint: string;
  /** The messages kept so far, oldest first. */
  messages(): readonly OutboxMessage[];
  stop(): Promise<void>;
}

const JSON_1_0 = 'application/x-amz-json-1.0';
const TARGET_PREFIX = 'PinpointSMSVoiceV2.';
const E164 = /^\+[1-9]\d{1,14}$/;
const MAX_BODY = 1600;

/** An error answer as the awsJson1_0 protocol carries it (the SDK reads `__type`). */
class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
    readonly reason?: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    request.on('error', fail);
  });
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The message of a SendTextMessage request, or the ValidationException the service would answer. */
function messageOf(input: Record<string, unknown>): OutboxMessage {
  const destination = input.DestinationPhoneNumber;
  const body = input.MessageBody;
  if (typeof destination !== 'string' || destination === '')
    throw new ServiceError('ValidationException', 'DestinationPhoneNumber is required', 400, 'MISSING_PARAMETER');
  if (!E164.test(destination))
    throw new ServiceError('ValidationException', 'DestinationPhoneNumber is not an E.164 number', 400, 'CANNOT_PARSE');
  if (typeof body !== 'string' || body === '')
    throw new ServiceError('ValidationException', 'MessageBody is required', 400, 'MISSING_PARAMETER');
  if (body.length > MAX_BODY)
    throw new ServiceError(
      'ValidationException',
      `MessageBody is over ${MAX_BODY} characters`,
      400,
      'MAXIMUM_SIZE_EXCEEDED',
    );
  return {
    id: randomUUID(),
    at: new Date().toISOString(),
    destination,
    body,
    originationIdentity: optionalText(input.OriginationIdentity),
    messageType: optionalText(input.MessageType),
    configurationSet: optionalText(input.ConfigurationSetName),
  };
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

function page(messages: readonly OutboxMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.at)}</td><td>${escapeHtml(message.destination)}</td>` +
        `<td>${escapeHtml(message.originationIdentity ?? '')}</td><td><pre>${escapeHtml(message.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Sent SMS (local outbox)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body>
<h1>Sent SMS</h1>
<p>${messages.length} message(s), newest first; nothing left this machine. As JSON: <a href="/store">/store</a>.</p>
<table><thead><tr><th>At</th><th>To</th><th>From</th><th>Body</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>
`;
}

/** The messages a previous run appended to `file` (a line that does not parse is skipped). */
function readKept(file: string | undefined): OutboxMessage[] {
  if (file === undefined || !existsSync(file)) return [];
  const kept: OutboxMessage[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      kept.push(JSON.parse(line) as OutboxMessage);
    } catch {
      // A line cut short by a crash mid-write.
    }
  }
  return kept;
}

/**
 * Starts the outbox on `port` (localhost only), keeping messages under `directory` when given
 * (`messages.jsonl`), else in memory only.
 */
export async function startSmsOutbox(port: number, directory?: string): Promise<RunningSmsOutbox> {
  let file: string | undefined;
  if (directory !== undefined) {
    mkdirSync(resolve(directory), { recursive: true });
    file = join(resolve(directory), 'messages.jsonl');
  }
  const messages = readKept(file);

  const answer = (response: ServerResponse, status: number, type: string, body: string): void => {
    response.writeHead(status, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'x-amzn-requestid': randomUUID(),
    });
    response.end(body);
  };

  const call = async (request: IncomingMessage): Promise<unknown> => {
    if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256'))
      throw new ServiceError('MissingAuthenticationTokenException', 'Missing Authentication Token', 403);
    const target = String(request.headers['x-amz-target'] ?? '');
    if (target !== `${TARGET_PREFIX}SendTextMessage`)
      throw new ServiceError('UnknownOperationException', `The local SMS outbox does not answer ${target || 'this'}`);
    let input: unknown;
    try {
      input = JSON.parse(await readBody(request));
    } catch {
      throw new ServiceError('SerializationException', 'The body is not JSON');
    }
    if (typeof input !== 'object' || input === null) throw new ServiceError('SerializationException', 'Not an object');
    const message = messageOf(input as Record<string, unknown>);
    // Kept before the answer: a message the client was told about is never lost.
    if (file !== undefined) appendFileSync(file, `${JSON.stringify(message)}\n`);
    messages.push(message);
    return { MessageId: message.id };
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://outbox').pathname;
    if (request.method === 'GET' && path === '/store') {
      answer(response, 200, 'application/json', JSON.stringify({ messages }));
      return;
    }
    if (request.method === 'GET' && path === '/') {
      answer(response, 200, 'text/html; charset=utf-8', page(messages));
      return;
    }
    if (request.method !== 'POST' || path !== '/') {
      request.resume();
      answer(response, 404, 'text/plain', 'Not found: GET / (the page), GET /store (JSON) or POST / (the SMS API)\n');
      return;
    }
    call(request).then(
      (result) => answer(response, 200, JSON_1_0, JSON.stringify(result)),
      (error: unknown) => {
        const failure =
          error instanceof ServiceError ? error : new ServiceError('InternalServerException', String(error), 500);
        request.resume();
        answer(
          response,
          failure.status,
          JSON_1_0,
          JSON.stringify({
            __type: failure.type,
            message: failure.message,
            ...(failure.reason ? { Reason: failure.reason } : {}),
          }),
        );
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, 'localhost', () => {
      server.off('error', fail);
      done();
    });
  });
  return {
    endpoint: `http://localhost:${port}`,
    messages: () => messages,
    stop: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
