/**
 * Faults of S3 for the upload tests: a stalled S3 (an HTTP proxy in front of the test S3 server
 * that takes chosen requests and never answers them, so the client's own socket timeouts, retries
 * and aborts run as against a stalled endpoint) and commands watched or failed on a real client.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import type { Socket } from 'node:net';
import type { S3Client } from '@aws-sdk/client-s3';

/** `<Command> <file|backup> <uuid>` of an S3 command (`PutObject file 0190…`), as the fault tests name them. */
export function describeCommand(commandName: string | undefined, key: string | undefined): string {
  const target = key?.includes('/file-backups/') ? 'backup' : 'file';
  return `${String(commandName).replace(/Command$/, '')} ${target} ${key?.split('/').pop()}`;
}

/**
 * Runs `hook` around every command of `client` before it leaves (the SDK's retries included once):
 * the hook gets the command's description and input and sends it with `send`, or throws instead.
 */
export function aroundCommands(
  client: S3Client,
  hook: (command: string, input: Record<string, unknown>, send: () => Promise<unknown>) => Promise<unknown>,
): () => void {
  const name = `s3Fault${Math.random().toString(36).slice(2)}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      return hook(describeCommand(context.commandName, input.Key as string | undefined), input, () =>
        next(args),
      ) as ReturnType<typeof next>;
    },
    { step: 'initialize', name },
  );
  return () => void client.middlewareStack.remove(name);
}

export interface StallingS3 {
  endpoint: string;
  /** Requests taken and never answered so far. */
  stalled: () => number;
  stop(): Promise<void>;
}

/**
 * A proxy to the test S3 server (S3_ENDPOINT) that never answers the requests `stalls` picks
 * (method and path-style path), as an S3 that accepts a connection and then goes silent.
 */
export async function startStallingS3(stalls: (method: string, path: string) => boolean): Promise<StallingS3> {
  const target = new URL(process.env.S3_ENDPOINT ?? '');
  const sockets = new Set<Socket>();
  let stalled = 0;
  const forward = (incoming: IncomingMessage, answer: ServerResponse): void => {
    // Headers as signed (Host included): the server checks the signature against them.
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 500, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  };
  const server: Server = createServer((incoming, answer) => {
    if (stalls(incoming.method ?? '', decodeURIComponent(new URL(incoming.url ?? '/', 'http://proxy').pathname))) {
      stalled++;
      incoming.resume();
      return;
    }
    forward(incoming, answer);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stalled: () => stalled,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}
