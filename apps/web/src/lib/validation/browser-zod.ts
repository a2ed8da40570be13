// Zod compiles object parsers with `new Function` when it can, and probes for that on first use.
// Our Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is a reported CSP
// violation. Import this module before any schema runs in the browser: parsing stays the same,
// only without the compiled fast path (the server keeps it).
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
