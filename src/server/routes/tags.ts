import { tagsApi } from '#shared/api/tags.ts';
import type { Tag } from '#shared/tags.ts';
import { createTag, deleteTag, listTags, mergeTags, renameTag, type TagWrite } from '../db/tags';
import { HttpError, notFound } from '../errors';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

const WHAT = 'That tag';

/** Another tag already has the name: a rename does not join two tags by surprise. */
const taken = (other: Tag, renaming: boolean) =>
  new HttpError(
    409,
    'tag_exists',
    renaming
      ? `A tag named "${other.name}" already exists. To put its places and this tag's together, merge this tag into "${other.name}".`
      : `A tag named "${other.name}" already exists.`,
    { fields: { name: `"${other.name}" is already a tag` }, details: { tag: other } },
  );

function written(outcome: TagWrite, renaming = false): Tag {
  if (outcome.outcome === 'missing') throw notFound(WHAT);
  if (outcome.outcome === 'taken') throw taken(outcome.other, renaming);
  return outcome.tag;
}

/**
 * Tags: GET /api/tags for everyone (a visitor gets the tags of visible places only); the owner
 * creates, renames, merges and deletes them. Every change to what places carry is one transaction.
 */
export const tagRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  serve(tagsApi.list, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await listTags(db, { audience: request.session === undefined ? 'visitor' : 'owner' })),
  );

  serve(
    tagsApi.create,
    async (request, reply) => reply.status(201).send(written(await createTag(db, request.body.name))),
    { config: { idempotent: true } },
  );

  serve(tagsApi.rename, async (request) => {
    const tag = written(await renameTag(db, request.params.id, request.body.name), true);
    locationsChanged.emit();
    return tag;
  });

  serve(tagsApi.merge, async (request) => {
    const { id } = request.params;
    const { into } = request.body;
    if (id === into)
      throw new HttpError(400, 'invalid_input', 'Choose another tag to merge into.', {
        fields: { into: 'Choose another tag' },
      });
    const tag = written(await mergeTags(db, id, into));
    locationsChanged.emit();
    return tag;
  });

  serve(tagsApi.delete, async (request, reply) => {
    const outcome = await deleteTag(db, request.params.id);
    if (outcome.outcome === 'missing') throw notFound(WHAT);
    locationsChanged.emit();
    return reply.status(204).send();
  });
};
