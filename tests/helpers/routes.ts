import type { FastifyInstance } from 'fastify';

/** Every route the app serves, read from Fastify's own route tree: [method, path]. */
export function listRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = (parents.at(-1) ?? '') + match[2]!;
    parents.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}
