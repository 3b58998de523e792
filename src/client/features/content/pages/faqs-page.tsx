import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { inputClass } from '#client/components/ui/field.tsx';
import { SearchIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { FAQS_DEFAULT } from '#shared/pages/defaults/faqs.ts';
import { usePage } from '../api/get-page';
import { ContentLayout } from '../components/content-layout';
import { FaqItem } from '../components/faq-item';
import { Markdown } from '../components/markdown';
import { PageEditButton } from '../components/page-edit-button';
import { splitSections } from '#shared/pages/markdown.ts';
import { filterFaqs, type CategoryFilter } from '../lib/filter-faqs';

export function FaqsPage() {
  const { page, head } = usePage('faqs', FAQS_DEFAULT);
  const FAQS = page.entries;
  const CHOICES: { id: CategoryFilter; label: string }[] = [
    { id: 'all', label: i18n._('All') },
    ...page.categories,
  ];
  const closing = splitSections(page.body).sections;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const searchId = useId();
  const shown = filterFaqs(FAQS, search, category);
  const groups = page.categories
    .map((c) => ({
      ...c,
      faqs: shown.filter((faq) => faq.category === c.id),
    }))
    .filter((g) => g.faqs.length > 0);

  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="faqs" defaults={FAQS_DEFAULT} />}
    >
      <div className="space-y-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {i18n._('Search FAQs')}
          </label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-slate-500"
              size={18}
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={i18n._('Try “videos” or “national parks”')}
              className={cn(inputClass, 'h-11 ps-10 text-base')}
            />
          </div>
          <div role="group" aria-label={i18n._('Filter by category')} className="mt-4 flex flex-wrap gap-2">
            {CHOICES.map((choice) => {
              const count = filterFaqs(FAQS, search, choice.id).length;
              const active = category === choice.id;
              return (
                <button
                  key={choice.id}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setCategory(choice.id)}
                  className={cn(
                    'rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                    active
                      ? 'theme-light border-teal-700 bg-teal-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600 hover:bg-teal-50',
                  )}
                >
                  {choice.label} <span className={active ? 'text-teal-50' : 'text-slate-600'}>({count})</span>
                </button>
              );
            })}
          </div>
          <p role="status" className="mt-4 text-sm text-slate-700">
            {shown.length === FAQS.length
              ? i18n._('Showing all {count} questions', { count: FAQS.length })
              : i18n._('Showing {shown} of {count} questions', { shown: shown.length, count: FAQS.length })}
          </p>
        </div>

        {groups.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <p aria-hidden="true" className="text-4xl">
              🧭
            </p>
            <h2 className="mt-3 text-xl font-bold text-slate-900">{i18n._('No FAQs Found')}</h2>
            <p className="mt-1 text-slate-700">{i18n._('Try adjusting your search or category filter.')}</p>
            <Button
              variant="secondary"
              className="mt-5"
              onClick={() => {
                setSearch('');
                setCategory('all');
              }}
            >
              {i18n._('Clear search and filter')}
            </Button>
          </div>
        ) : (
          groups.map((group) => (
            <section key={group.id} aria-labelledby={`faq-${group.id}`}>
              <h2 id={`faq-${group.id}`} className="mb-3 text-xl font-bold text-slate-900">
                {group.label}
              </h2>
              <div className="space-y-3">
                {group.faqs.map((faq) => (
                  <FaqItem key={`${faq.question}-${FAQS.indexOf(faq)}`} faq={faq} />
                ))}
              </div>
            </section>
          ))
        )}

        {closing.map((section, i) => (
          <section
            key={section.id}
            aria-labelledby={`faq-more-${section.id}`}
            className="rounded-2xl border border-teal-200 bg-teal-50 p-6 text-center sm:p-8"
          >
            <h2 id={`faq-more-${section.id}`} className="text-xl font-bold text-slate-900">
              {section.title}
            </h2>
            <Markdown source={section.markdown} className="mt-2 text-slate-800" />
            {i === closing.length - 1 && (
              <Link to="/contact" className={buttonClass('primary', 'md', 'mt-4')}>
                {page.contactButton}
              </Link>
            )}
          </section>
        ))}
      </div>
    </ContentLayout>
  );
}
