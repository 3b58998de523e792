import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { i18n } from '#client/lib/i18n.ts';
import { mailtoHref } from '../lib/format';
import { CheckList } from './content-section';

type SponsorPackage = PageContentOf<'sponsor'>['packages'][number];

/** One monthly package of /sponsor; the highlighted one is marked Most Popular. */
export function PackageCard({ id, pkg, email }: { id: string; pkg: SponsorPackage; email: string }) {
  return (
    <article
      aria-labelledby={id}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        pkg.highlighted ? 'border-teal-600 ring-2 ring-teal-600 lg:-my-3 lg:py-9' : 'border-slate-200',
      )}
    >
      {pkg.highlighted && (
        <p className="theme-light absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-teal-700 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase shadow">
          {i18n._('Most Popular')}
        </p>
      )}
      <h3 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <span aria-hidden="true">{pkg.emoji}</span>
        {pkg.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{pkg.price}</span>
        <span className="font-medium text-slate-600">{i18n._('/month')}</span>
      </p>
      <p className="mt-3 text-sm text-slate-700">{pkg.pitch}</p>
      <CheckList items={pkg.features} className="mt-5 flex-1 text-sm text-slate-700" />
      <a
        href={mailtoHref(email, `${pkg.name} Sponsorship Inquiry`)}
        className={buttonClass(pkg.highlighted ? 'primary' : 'secondary', 'md', 'mt-6 w-full')}
      >
        {i18n._('Choose {name}', { name: pkg.name })}
      </a>
    </article>
  );
}
