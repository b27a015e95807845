/**
 * The local SES of `npm start` and the tests: aws-ses-v2-local, run in this process. It answers the
 * SES v2 API (SendEmail among others), lists what was sent on its page (`/`) and returns it as JSON
 * at `GET /store`. It keeps messages in memory only: a restart empties it.
 */
import type { Server } from 'node:http';
import startSesServer from 'aws-ses-v2-local';

export interface RunningSes {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts the local SES on `port` (localhost only). */
export async function startLocalSes(port: number): Promise<RunningSes> {
  const server: Server = await startSesServer({ host: 'localhost', port });
  // It resolves on a failed listen too (a port in use): its server then listens nowhere.
  if (!server.listening) throw new Error(`the local SES could not listen on port ${port}`);
  return {
    endpoint: `http://localhost:${port}`,
    stop: () =>
      new Promise((done) => {
        server.close(() => done());
        // The page polls the store over keep-alive connections, which close() alone would wait for.
        server.closeAllConnections();
      }),
  };
}
