import { describe, expect, it } from 'vitest';
import { renderMarkdown, splitSections } from './markdown';

describe('renderMarkdown', () => {
  it('shows HTML typed in the Markdown as text', () => {
    const html = renderMarkdown('<script>alert(1)</script><b>bold</b> and **strong**');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('<strong>strong</strong>');
  });

  it('links only to the web, an address or the site itself', () => {
    expect(renderMarkdown('[a](https://example.com) [b](mailto:a@b.c) [c](/contact)')).toMatch(
      /href="https:\/\/example.com".*href="mailto:a@b.c".*href="\/contact"/s,
    );
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd'])
      expect(renderMarkdown(`[x](${bad})`)).not.toContain('href=');
  });

  it('starts headings inside a section at h3, so the page keeps one h1', () => {
    expect(renderMarkdown('# Big\n\n### Small')).toMatch(/<h3>Big<\/h3>\s*<h3>Small<\/h3>/);
  });
});

describe('splitSections', () => {
  it('cuts a body at its ## headings, not inside code', () => {
    const { intro, sections } = splitSections('Hello\n\n## One\n\ntext\n\n```\n## not\n```\n\n## One\n- a');
    expect(intro).toBe('Hello');
    expect(sections.map((s) => [s.title, s.id])).toEqual([
      ['One', 'one'],
      ['One', 'one-2'],
    ]);
    expect(sections[0]!.markdown).toContain('## not');
  });
});
