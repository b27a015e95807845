/**
 * zod for request schemas: zod/mini (classic zod's methods cost every bundle ~70 KB and a cold
 * start ~7 ms) with zod's English messages, which classic zod registers by itself and zod/mini does
 * not. Every module that declares what a client may send imports `z` from here, so each bundle that
 * validates input answers the same messages and a bundle that validates none (a GET or DELETE by
 * id) carries no locale.
 */
import { config } from 'zod/mini';
import { en } from 'zod/v4/locales';

config(en());

export * from 'zod/mini';
