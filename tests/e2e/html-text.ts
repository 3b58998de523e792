// Reading raw HTML as a crawler or a link preview does: no script runs.

/** Text of HTML with its entities decoded. */
export const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text inside <div id="root"> (what a crawler reads of the body), tags removed. */
export function bodyText(html: string): { h1: string | undefined; text: string } {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
  const h1 = root.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  const strip = (part: string) => decode(part.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).trim();
  return { h1: h1 === undefined ? undefined : strip(h1), text: strip(root) };
}

/** Every JSON-LD object of a page. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
