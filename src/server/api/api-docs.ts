import { z } from 'zod';
import { isFileAnswer, isJsonAnswer, type RouteSpec } from '#shared/api/define.ts';
import { API_ROUTES } from '#shared/api/index.ts';

/** The top-level fields of an object schema, `?` after the optional ones: `{title, description?}`. */
function fieldsOf(schema: z.ZodType | undefined): string {
  if (!(schema instanceof z.ZodObject)) return '';
  const names = Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) =>
    field.safeParse(undefined).success ? `${name}?` : name,
  );
  return names.length > 0 ? `{${names.join(', ')}}` : '';
}

function answerOf(route: RouteSpec): string {
  const { response } = route;
  if (isFileAnswer(response)) return `file (${response.file})`;
  if (!isJsonAnswer(response)) return 'no content';
  const id = z.globalRegistry.get(response)?.id;
  const element =
    response instanceof z.ZodArray ? z.globalRegistry.get(response.element as z.ZodType)?.id : undefined;
  return (
    id ?? (element ? `[${element}]` : response instanceof z.ZodArray ? 'array' : fieldsOf(response) || 'JSON')
  );
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function row(route: RouteSpec): string {
  const input = [
    route.query && `query ${fieldsOf(route.query)}`,
    route.body && `body ${fieldsOf(route.body) || 'JSON'}`,
    route.rawBody && `body: ${route.rawBody}`,
  ].filter(Boolean);
  const status = route.status && route.status !== 200 ? `${route.status} ` : '';
  return `| \`${route.method} ${route.path}\` | ${route.access} | ${cell(route.summary)} | ${cell(input.join('; '))} | ${cell(status + answerOf(route))} | ${route.errors.join(', ')} |`;
}

/** docs/api.md: every route of the contract, by part; written by `npm run api:docs`, checked by a test. */
export function apiMarkdown(routes: readonly RouteSpec[] = API_ROUTES): string {
  const tags = [...new Set(routes.map((route) => route.tag))];
  const sections = tags.map((tag) =>
    [
      `## ${tag}`,
      '',
      '| Route | Who | What it does | Sends | Answers | Errors |',
      '| --- | --- | --- | --- | --- | --- |',
      ...routes.filter((route) => route.tag === tag).map(row),
    ].join('\n'),
  );
  return `${[
    '# API reference',
    '',
    '<!-- Generated from src/shared/api/ by `npm run api:docs`; a test fails when it is stale. Do not edit by hand. -->',
    '',
    'Every route is declared once in `src/shared/api/`: the server serves it from there, the client calls it with `call(route, input)`, and `GET /api/openapi.json` serves the same contract as an OpenAPI 3.1 document with every schema. Who: `anyone`, or `owner` (the signed-in owner; 401 otherwise). Every refusal uses the one error shape `{error: {code, message, fields?, requestId?}}` (see [conventions](api-conventions.md)); beside the codes listed, any route may answer `invalid_request`, `malformed_json`, `too_large`, `rate_limited`, `timeout`, `unavailable`.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n')}`;
}
