import { useQuery } from '@tanstack/react-query';
import { PageHead, siteHead } from '#client/components/page-head.tsx';
import { NotFound } from '#client/components/route-error.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { mediaKitQuery } from '#client/lib/media-kit.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { MEDIA_KIT_META, MEDIA_KIT_PATH, MEDIA_KIT_PDF_PATH } from '#shared/media-kit.ts';
import { KitSections } from './components/kit-sections';
import { kitDay, kitSectionsText } from './kit-words';

/** `/media-kit`: the live, dated figures for sponsors, and the same as a one-page PDF (issue 39). */
export function MediaKitPage() {
  const site = useSiteConfig();
  const kit = useQuery(mediaKitQuery);
  if (kit.error instanceof ApiError && kit.error.status === 404) return <NotFound />;
  const head = kit.data?.indexed
    ? { ...MEDIA_KIT_META, path: MEDIA_KIT_PATH }
    : { ...MEDIA_KIT_META, noindex: true };

  return (
    <div className="min-h-full bg-slate-50">
      <PageHead path={MEDIA_KIT_PATH} meta={siteHead(head)} />
      <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            {i18n._('{brand} media kit', { brand: site.brand })}
          </h1>
          <p className="text-lg text-slate-700">{site.tagline}</p>
          {kit.data && (
            <p className="text-sm text-slate-600">
              {site.mediaKit
                ? i18n._('Live figures, as of {date}', { date: kitDay(kit.data.asOf) })
                : i18n._(
                    'Live figures, as of {date} · a preview: the media kit is off, visitors do not see it',
                    { date: kitDay(kit.data.asOf) },
                  )}
            </p>
          )}
        </header>
        {kit.data ? (
          <KitSections sections={kitSectionsText(kit.data)} />
        ) : kit.isError ? (
          <FormAlert>{i18n._('Could not load the media kit. Please try again.')}</FormAlert>
        ) : (
          <p className="text-slate-700">{i18n._('Counting the figures…')}</p>
        )}
        <div className="flex flex-wrap gap-3">
          <a href={MEDIA_KIT_PDF_PATH} className={buttonClass('primary', 'md')}>
            {i18n._('Download the PDF')}
          </a>
          <a
            href={`mailto:${site.advertisingEmail}?subject=Media%20Kit`}
            className={buttonClass('secondary', 'md')}
          >
            {i18n._('Email {email}', { email: site.advertisingEmail })}
          </a>
        </div>
      </div>
    </div>
  );
}
