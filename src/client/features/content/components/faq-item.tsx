import { ChevronDownIcon } from '#client/components/ui/icons.tsx';
import type { Faq } from '#shared/pages/defaults/faqs.ts';

/** One question; native <details> so several can be open at once and each toggles on its own. */
export function FaqItem({ faq }: { faq: Pick<Faq, 'question' | 'answer'> }) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-teal-300 open:ring-1 open:ring-teal-200">
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-2xl p-4 sm:p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1 font-semibold text-slate-900">{faq.question}</span>
        <ChevronDownIcon className="mt-0.5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
      </summary>
      <p className="-mt-1 px-4 pb-5 leading-relaxed text-slate-700 sm:px-5">{faq.answer}</p>
    </details>
  );
}
