import { config } from 'zod';

// zod 4 probes for eval with Function('') when it builds its first object schema; the
// Content-Security-Policy (script-src 'self') refuses it and Chromium reports an issue.
config({ jitless: true });
