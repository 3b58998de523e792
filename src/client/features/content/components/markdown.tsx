import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { renderMarkdown } from '#shared/pages/markdown.ts';
import { cn } from '#client/components/ui/cn.ts';

// The look of the pages' own cards: paragraphs, bold leads, teal links, lists with check marks.
const PROSE = cn(
  'space-y-4 leading-relaxed text-slate-700 break-words',
  '[&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-teal-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:space-y-2 [&_ul>li]:relative [&_ul>li]:pl-7',
  "[&_ul>li]:before:absolute [&_ul>li]:before:left-0 [&_ul>li]:before:top-0.5 [&_ul>li]:before:grid [&_ul>li]:before:h-5 [&_ul>li]:before:w-5 [&_ul>li]:before:place-items-center [&_ul>li]:before:rounded-full [&_ul>li]:before:bg-teal-100 [&_ul>li]:before:text-xs [&_ul>li]:before:font-bold [&_ul>li]:before:text-teal-800 [&_ul>li]:before:content-['✓']",
  '[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-teal-200 [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-100 [&_pre]:p-4',
  '[&_img]:max-w-full [&_img]:rounded-xl [&_hr]:border-slate-200',
);

const isInternal = (anchor: HTMLAnchorElement) =>
  anchor.origin === window.location.origin && !anchor.target && !anchor.hasAttribute('download');

/**
 * Markdown the owner wrote, drawn as the page's text. renderMarkdown escapes any HTML in it and
 * drops unsafe links, so inserting its output shows a visitor nothing but text and safe links.
 * Links within the site move in the app, as its own links do, instead of reloading it.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const navigate = useNavigate();
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !isInternal(anchor) || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
  return (
    // Clicks (and Enter on a focused link) reach the links inside; the div itself is not interactive.
    <div className={cn(PROSE, className)} onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
