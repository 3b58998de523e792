// Zod-free: the client's bundles import this, never the schemas.

/** `/api/pages/:slug` with `{slug: 'faqs'}` → `/api/pages/faqs` (each value encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
