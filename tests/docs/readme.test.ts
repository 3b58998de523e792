import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** Issue 37: the README says what the site is and how to start; the reference lives in docs/. */
const README_MAX_BYTES = 12 * 1024;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The targets of every link and image, as markdown-it reads them (code spans and blocks are not links). */
function linkTargets(markdown: string): string[] {
  const inline = new MarkdownIt().parse(markdown, {}).flatMap((token) => token.children ?? []);
  return inline.flatMap((token) => {
    const target =
      token.type === 'link_open'
        ? token.attrGet('href')
        : token.type === 'image'
          ? token.attrGet('src')
          : null;
    return target ? [target] : [];
  });
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');

const documents = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];

describe('the documentation', () => {
  it(`keeps README.md within ${README_MAX_BYTES.toLocaleString('en')} bytes`, () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it.each(documents.map((path) => [relative(ROOT, path), path]))(
    'links from %s to files that exist',
    (_name, path) => {
      const missing = linkTargets(readFileSync(path, 'utf8'))
        .filter(isRelative)
        .map((target) => decodeURIComponent(target.split('#')[0]!))
        .filter((file) => !existsSync(resolve(dirname(path), file)));
      expect(missing).toEqual([]);
    },
  );
});
