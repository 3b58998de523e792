import type { FastifyReply } from 'fastify';
import { badInput, conflict, notFound } from './errors';
import type { ChangeResult } from './db/location-changes';
import type { Location } from '../shared/location';

/** A place's version as its strong ETag: `"3"`. */
export const etagOf = (place: Pick<Location, 'version'>) => `"${place.version}"`;

const IF_MATCH = /^(?:"(\d{1,15})"|(\d{1,15}))$/;

/**
 * The version an If-Match header names: `"3"` as the app sends it, or a bare 3. Undefined when
 * there is none (or `*`): the write then goes over whatever is there, as before versions existed.
 */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const match = IF_MATCH.exec(value);
  if (!match) {
    throw badInput(
      { 'If-Match': 'Send the version the place was loaded at, as its ETag ("3")' },
      'The If-Match header is not valid.',
    );
  }
  return Number(match[1] ?? match[2]);
}

/** The place a change left, or the error it met: 404 when there is none, 409 when it changed elsewhere. */
export function changedPlace(result: ChangeResult, what: string, reply?: FastifyReply): Location {
  if (result.outcome === 'missing') throw notFound(what);
  if (result.outcome === 'conflict') throw conflict(result.current);
  reply?.header('etag', etagOf(result.place));
  return result.place;
}
