import type { Faq, FaqCategory } from '#shared/pages/defaults/faqs.ts';

export type CategoryFilter = FaqCategory | 'all';

/** Case-insensitive search over question and answer, combined with the category filter. */
export function filterFaqs<T extends Pick<Faq, 'question' | 'answer' | 'category'>>(
  faqs: readonly T[],
  search: string,
  category: CategoryFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  return faqs.filter(
    (faq) =>
      (category === 'all' || faq.category === category) &&
      (!needle || faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle)),
  );
}
