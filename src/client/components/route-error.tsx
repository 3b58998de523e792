import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error page, in the spec's words: 'Unexpected Application Error!' with the error text. */
export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl p-8">
      <title>Page not found | Fru World</title>
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <h2 className="mt-2 text-lg italic text-slate-700">{text}</h2>
      <p className="mt-6">
        <a className="font-medium text-teal-800 underline" href="/">
          Back to Map
        </a>
      </p>
    </main>
  );
}
