/**
 * Admin CLI: `npm run --silent admin -- <command> [flags]` (scripts/admin-cli.ts).
 * Prints exactly one JSON object on stdout and exits 0, or an error on stderr and exits 1.
 */
import { runScript } from './entry';

runScript(() => import('./admin-cli'), 'error');
