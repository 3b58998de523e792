import type { z } from 'zod';
import type { NoContent, RouteRef, RouteSpec } from '#shared/api/define.ts';

type IdParams = z.ZodType<{ id: string }, { id: string }>;
/** The route that marks one item of a kind read or unread (PATCH, {read}). */
export type ReadRoute = RouteRef<RouteSpec<IdParams, undefined, z.ZodType<{ read: boolean }>, NoContent>>;
/** The route that deletes one item of a kind. */
export type DeleteRoute = RouteRef<RouteSpec<IdParams, undefined, undefined, NoContent>>;
