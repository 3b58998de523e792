import { notFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Inbox ids are random UUIDs; any other shape is simply unknown (404, never a database error). */
export function parseInboxId(id: string, what: string): string {
  if (!UUID.test(id)) throw notFound(what);
  return id.toLowerCase();
}
