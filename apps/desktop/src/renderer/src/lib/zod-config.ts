import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` after probing whether it may: under the
 * console's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is reported
 * as a violation even though it fails quietly. Imported first by main.tsx, before any schema
 * parses (as the web client does).
 */
z.config({ jitless: true });
