import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to; our CSP (script-src 'self') forbids eval,
// and the blocked probe shows up as a console error. Forms that parse with zod import this module first.
z.config({ jitless: true });
