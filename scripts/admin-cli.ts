/**
 * Admin CLI for the local stack, loaded by scripts/admin.ts:
 *   npm run --silent admin -- <command> [flags]
 * Prints exactly one JSON object on stdout and exits 0, or an error on stderr and exits 1.
 * `--help` (or `help`) prints the usage on stdout and exits 0.
 */
import { parseArgs } from 'node:util';
import { createAdminCommands } from '../lib/admin/admin-commands';
import { type AuthorizerCacheTarget, authorizerCacheTarget, flushAuthorizerCache } from '../lib/aws/authorizer-cache';
import { config } from '../lib/config';
import { AppError, ValidationError } from '../lib/errors';
import { isDependencyFailure, isNeverConnected } from '../lib/http/problem';

const USAGE = `usage: npm run --silent admin -- <command> [flags]
  create-company --name N [--email E] [--phone P] [--address1 A] [--city C] [--country US] [--state US-NY]
  create-location --company C --name N
  create-user --company C --role R --display-name N --email E [--status S] [--location L]...
  create-key --user U
  revoke-key --key-id K
  set-user-status --user U --status S
  create-platform-key`;

const options = {
  name: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  address1: { type: 'string' },
  city: { type: 'string' },
  country: { type: 'string' },
  state: { type: 'string' },
  company: { type: 'string' },
  role: { type: 'string' },
  'display-name': { type: 'string' },
  status: { type: 'string' },
  location: { type: 'string', multiple: true },
  user: { type: 'string' },
  'key-id': { type: 'string' },
  help: { type: 'boolean' },
} as const;

type Flag = Exclude<keyof typeof options, 'help'>;

/** The flags each command takes: any other, or a single-valued one given twice, is an error rather than ignored. */
const COMMAND_FLAGS: Readonly<Record<string, readonly Flag[]>> = {
  'create-company': ['name', 'email', 'phone', 'address1', 'city', 'country', 'state'],
  'create-location': ['company', 'name'],
  'create-user': ['company', 'role', 'display-name', 'email', 'status', 'location'],
  'create-key': ['user'],
  'revoke-key': ['key-id'],
  'set-user-status': ['user', 'status'],
  'create-platform-key': [],
};

/** The commands after which a cached "allowed" of API Gateway's authorizer may be wrong. */
const REVOKING_COMMANDS = new Set(['revoke-key', 'set-user-status']);

const parse = (argv: string[]) =>
  parseArgs({ args: argv, options, allowPositionals: true, strict: true, tokens: true });
type Flags = ReturnType<typeof parse>['values'];

function checkFlags(command: string, tokens: ReturnType<typeof parse>['tokens']): void {
  const allowed = Object.hasOwn(COMMAND_FLAGS, command) ? COMMAND_FLAGS[command] : undefined;
  if (!allowed) throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!(allowed as readonly string[]).includes(token.name))
      throw new UsageError(`${command} takes no --${token.name}\n${USAGE}`);
    if (seen.has(token.name) && !('multiple' in options[token.name as Flag]))
      throw new UsageError(`--${token.name} is given more than once`);
    seen.add(token.name);
  }
}

/** Asked for the usage: the one answer that is not a JSON object. */
const wantsHelp = (argv: string[]): boolean => argv.length === 1 && ['--help', '-h', 'help'].includes(argv[0] ?? '');

async function run(argv: string[]): Promise<object> {
  const { positionals, values, tokens } = parse(argv);
  const [command, ...extra] = positionals;
  if (values.help || !command) throw new UsageError(USAGE);
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}\n${USAGE}`);
  checkFlags(command, tokens);
  const cacheTarget = authorizerCacheTarget(process.env, config.region);
  const result = await runCommand(command, values);
  if (cacheTarget && REVOKING_COMMANDS.has(command)) await flushAfterRevoking(cacheTarget);
  return result;
}

/** The change is made: a failed flush only delays it (at most the cache's TTL), so it is a warning. */
async function flushAfterRevoking(target: AuthorizerCacheTarget): Promise<void> {
  try {
    await flushAuthorizerCache(target);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `warning: could not flush the authorizer cache of ${target.restApiId}/${target.stage} (${reason}); the change takes effect within its TTL\n`,
    );
  }
}

async function runCommand(command: string, values: Flags): Promise<object> {
  const admin = createAdminCommands();
  switch (command) {
    case 'create-company':
      return admin.createCompany(values);
    case 'create-location':
      return admin.createLocation(values);
    case 'create-user':
      return admin.createUser({ ...values, displayName: values['display-name'], locations: values.location });
    case 'create-key':
      return admin.createKey(values);
    case 'revoke-key':
      return admin.revokeKey({ keyId: values['key-id'] });
    case 'set-user-status':
      return admin.setUserStatus(values);
    case 'create-platform-key':
      return admin.createPlatformKey();
    default:
      throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  }
}

class UsageError extends Error {}

function describe(error: unknown): string {
  if (error instanceof ValidationError)
    return error.errors.map((issue) => `${issue.path}: ${issue.message}`).join('\n');
  if (error instanceof AppError || error instanceof UsageError) return error.message;
  if (isDependencyFailure(error) && !isNeverConnected(error)) {
    // A request that timed out or lost its connection may have been applied: saying "cannot reach" would invite a second create.
    const where = config.isLocal
      ? `DynamoDB at ${config.dynamoEndpoint}`
      : `DynamoDB in ${config.region} (table ${config.tableName})`;
    return `${where} did not answer in time: the change may have been made. Check before running the command again`;
  }
  if (isDependencyFailure(error)) {
    return config.isLocal
      ? `cannot reach DynamoDB at ${config.dynamoEndpoint}: is the local stack running (npm start)?`
      : `cannot reach DynamoDB in ${config.region} (table ${config.tableName}): check the network, AWS_REGION and the credentials`;
  }
  // parseArgs's own advice ("place it at the end of the command after '--'") does not apply here.
  if (error instanceof TypeError && /parseArgs|option/i.test(String(error.message)))
    return `${error.message.replace(/\. To specify a positional.*$/s, '')}\n${USAGE}`;
  return error instanceof Error ? error.message : String(error);
}

if (wantsHelp(process.argv.slice(2))) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

run(process.argv.slice(2)).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`error: ${describe(error)}\n`);
    process.exit(1);
  },
);
