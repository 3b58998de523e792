import type { FallbackProps } from 'react-error-boundary';
import { i18n, localeBase } from '#client/lib/i18n.ts';

/** The site's error page, in the spec's words: 'Unexpected Application Error!' with the error text. */
function ErrorPage({ title, text }: { title: string; text: string }) {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <title>{`${title} | Fru World`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{i18n._('Unexpected Application Error!')}</h1>
      <h2 className="mt-2 text-lg italic text-slate-700">{text}</h2>
      <p className="mt-6">
        <a className="font-medium text-teal-800 underline" href={`${localeBase ?? ''}/`}>
          {i18n._('Back to Map')}
        </a>
      </p>
    </main>
  );
}

/** Any path that is not a screen of the site (the server answers it with status 404 too). */
export function NotFound() {
  return <ErrorPage title={i18n._('Page not found')} text={i18n._('404 Not Found')} />;
}

/** What a screen that failed to render shows instead (a chunk that would not load, a bug). */
export function RenderError({ error }: FallbackProps) {
  return <ErrorPage title={i18n._('Error')} text={error instanceof Error ? error.message : String(error)} />;
}
