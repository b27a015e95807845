/**
 * The cold-start runner of `npm run bench`: one fresh Node process that stands in for AWS Lambda's
 * Node.js runtime, so that the empty handler and every function are started the way Lambda starts
 * them. Usage: `node lambda-runtime.mjs <bundle.js> [event.json]`; prints `cpu_ms=` with the
 * process's user + system CPU time, bootstrap included, after the `require` (no event) or after the
 * first invocation, whose status it prints before (`status=`).
 *
 * What the managed runtime does before it loads a handler (the Runtime Interface Client,
 * github.com/aws/aws-lambda-nodejs-runtime-interface-client, which Lambda ships bundled as
 * /var/runtime/index.mjs — the file in the stack traces of every Node.js function), modelled here:
 * - its entry is an ES module (src/index.mjs);
 * - its Runtime API client loads `http` and creates a keep-alive Agent (RAPIDClient's constructor)
 *   before the handler is loaded (`run` in src/index.mjs, then UserFunction.load);
 * - a CommonJS handler is loaded with `require` (UserFunction.js, `_tryRequireFile`).
 * Not modelled: its native Runtime API client and the calls it makes, which cost every function
 * the same.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import process from 'node:process';

new http.Agent({ keepAlive: true, maxSockets: 1 });

const [bundle, eventPath] = process.argv.slice(2);
const report = () => {
  const usage = process.cpuUsage();
  process.stdout.write(`\ncpu_ms=${(usage.user + usage.system) / 1000}\n`);
};

const handlerModule = createRequire(import.meta.url)(bundle);
if (!eventPath) {
  report();
} else {
  const event = JSON.parse(readFileSync(eventPath, 'utf8'));
  const context = { getRemainingTimeInMillis: () => 10000, functionName: 'bench', awsRequestId: 'bench' };
  const result = await handlerModule.handler(event, context);
  if (!result || result.statusCode >= 500) {
    process.stderr.write(`${bundle} ${JSON.stringify(result)}\n`);
    process.exit(2);
  }
  // The status, so the bench can tell which path the first invocation took.
  process.stdout.write(`\nstatus=${result.statusCode}`);
  report();
  process.exit(0);
}
