/** `npm start`: the whole API on this machine (scripts/local/stack.ts). */
import { runScript } from './entry';

runScript(() => import('./local/stack'), 'npm start failed');
