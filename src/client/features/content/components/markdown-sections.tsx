import type { ReactNode } from 'react';
import { splitSections } from '#shared/pages/markdown.ts';
import { ContentSection } from './content-section';
import { Markdown } from './markdown';

/**
 * A page body drawn as the page's cards: each `## ` heading of the Markdown starts a card titled by
 * it. `intro` receives the text before the first heading (drawn by the page where it belongs);
 * `lastSection` goes at the end of the last card (the page's buttons).
 */
export function MarkdownSections({
  body,
  lastSection,
  idPrefix = '',
}: {
  body: string;
  lastSection?: ReactNode;
  /** Keeps ids unique where the body is drawn twice (the editor's preview over the page). */
  idPrefix?: string;
}) {
  const { sections } = splitSections(body);
  if (sections.length === 0) return lastSection;
  return (
    <>
      {sections.map((section, i) => (
        <ContentSection key={section.id} id={`${idPrefix}${section.id}`} title={section.title}>
          <Markdown source={section.markdown} />
          {i === sections.length - 1 && lastSection}
        </ContentSection>
      ))}
    </>
  );
}

export const introOf = (body: string) => splitSections(body).intro;
