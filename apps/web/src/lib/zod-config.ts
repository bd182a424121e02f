import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` after probing whether it may: under our
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is reported as a
 * violation even though it fails quietly. Parsing without the compiler is fast enough for forms.
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
