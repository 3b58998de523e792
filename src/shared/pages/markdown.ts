import MarkdownIt from 'markdown-it';

/** Links and images may point to the web, to an address, or within the site; nothing else. */
const SAFE_URL = /^(?:https?:|mailto:)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) || !HAS_SCHEME.test(trimmed);
}

// html: false escapes any HTML typed in the Markdown, so `<b>` shows as text; one instance serves
// the server and the client alike, so the preview is the page.
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.validateLink = isSafeUrl;

// A page has one h1 (its title) and its sections are h2 cards: headings inside a section start at h3.
const MIN_HEADING_LEVEL = 3;
for (const rule of ['heading_open', 'heading_close'] as const) {
  md.renderer.rules[rule] = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const level = Math.max(Number(token.tag.slice(1)), MIN_HEADING_LEVEL);
    token.tag = `h${Math.min(level, 6)}`;
    return self.renderToken(tokens, idx, options);
  };
}

/** The HTML of some Markdown, safe to insert: raw HTML escaped, unsafe links left as text. */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

export interface MarkdownSection {
  /** The `## ` heading's text, as typed. */
  title: string;
  /** An id for the section's anchor, from its title ("Let’s connect" → "lets-connect"). */
  id: string;
  markdown: string;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/**
 * A page body cut at its `## ` headings: the intro before the first, then one section per heading,
 * so each section can be drawn as a card. A `## ` inside a fenced code block is not a heading.
 */
export function splitSections(markdown: string): { intro: string; sections: MarkdownSection[] } {
  const intro: string[] = [];
  const sections: { title: string; lines: string[] }[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark[0]!;
      else if (fenceMark[0] === fence) fence = null;
    }
    const heading = fence === null ? /^ {0,3}## +(.*?)(?: +#+)? *$/.exec(line) : null;
    if (heading) sections.push({ title: heading[1]!, lines: [] });
    else (sections.at(-1)?.lines ?? intro).push(line);
  }
  const used = new Map<string, number>();
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map(({ title, lines }) => {
      const base = slugOf(title);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      return { title, id: count === 1 ? base : `${base}-${count}`, markdown: lines.join('\n').trim() };
    }),
  };
}
