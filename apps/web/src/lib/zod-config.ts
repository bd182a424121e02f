// From zod's core: the same global configuration as `z.config`, without the whole library in
// the entry (the entry's 200 kB budget).
import { config } from 'zod/v4/core';

/**
 * Zod compiles object parsers with `new Function` after probing whether it may: under our
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is reported as a
 * violation even though it fails quietly. Parsing without the compiler is fast enough for forms.
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
