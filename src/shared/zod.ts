import { z } from 'zod';

// Every shared schema imports zod from here. zod 4 probes for eval with Function('') when it builds
// its first object schema; the Content-Security-Policy (script-src 'self') refuses that in the
// browser, so it is told not to try.
z.config({ jitless: true });

export { z };
