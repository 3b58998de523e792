import { z } from 'zod';
import { REVISION_ACTIONS } from '#shared/history.ts';
import { MESSAGE_TYPES, type MessageType } from '#shared/forms.ts';
import { isStatus, type LocationStatus } from '#shared/status.ts';

// One schema per archived table: the rows as the database holds them (camelCase, timestamps as
// ISO text, flags as 0 or 1). A restore parses every line with these before writing it, so a
// damaged or hand-edited archive is refused with the line named, never half written.

const id = z.number().int().min(1);
const text = z.string();
const time = z.string().min(1);
const flag = z.union([z.literal(0), z.literal(1)]);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

export const LocationRowSchema = z.strictObject({
  id,
  name: text,
  type: text,
  category: text,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: text,
  state: nullable(text),
  country: text,
  status: z.custom<LocationStatus>((value) => typeof value === 'string' && isStatus(value), 'Not a status'),
  notes: text,
  visitedAt: nullable(text),
  createdAt: time,
  updatedAt: time,
  version: z.number().int().min(1),
  deletedAt: nullable(time),
  isPrivate: flag,
  privateNotes: text,
});

export const LinkRowSchema = z.strictObject({ locationId: id, position: z.number().int().min(0), url: text });

/** A photo's row: its link and its words (an archive from before captions has none). */
export const PhotoRowSchema = LinkRowSchema.extend({ caption: text.default(''), alt: text.default('') });

export const MediaRowSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  placeholder: text,
  originalFormat: z.enum(['jpeg', 'png', 'webp', 'avif', 'heic']),
  originalBytes: z.number().int().min(1),
  fileName: text,
  takenAt: nullable(text),
  latitude: nullable(z.number()),
  longitude: nullable(z.number()),
  createdAt: time,
});

export const RevisionRowSchema = z.strictObject({
  id,
  locationId: id,
  action: z.enum(REVISION_ACTIONS),
  actor: text,
  createdAt: time,
  fields: text,
  before: nullable(text),
  after: nullable(text),
  version: z.number().int().min(1),
  batchId: nullable(text),
});

export const ImportBatchRowSchema = z.strictObject({
  id: text,
  createdAt: time,
  fileName: text,
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  undoneAt: nullable(time),
});

export const TagRowSchema = z.strictObject({ id, name: text, nameKey: text, createdAt: time });
export const PlaceTagRowSchema = z.strictObject({ locationId: id, tagId: id });
export const DismissedRowSchema = z.strictObject({ lowId: id, highId: id, createdAt: time });

export const MessageRowSchema = z.strictObject({
  id: text,
  name: text,
  email: text,
  type: z.custom<MessageType>((value) => MESSAGE_TYPES.some((m) => m.type === value), 'Not a message type'),
  subject: text,
  message: text,
  read: flag,
  createdAt: time,
});

export const SuggestionRowSchema = z.strictObject({
  id: text,
  placeName: text,
  location: text,
  reason: text,
  submitterName: text,
  read: flag,
  createdAt: time,
  addedLocationId: nullable(id),
});

export const WaitlistRowSchema = z.strictObject({
  id: text,
  email: text,
  token: text,
  read: flag,
  createdAt: time,
});

export const SettingRowSchema = z.strictObject({ key: text, value: text, updatedAt: time });

/** The owner's profile: what the account menu shows; never the password, sessions or passkeys. */
export const ProfileRowSchema = z.strictObject({ name: text, email: text, avatar: text, joinDate: time });

/** A page the owner saved (its content as JSON; a stored field that fails its schema falls back). */
export const PageRowSchema = z.strictObject({
  slug: z.string().min(1).max(64),
  content: text,
  version: z.number().int().min(1),
  updatedAt: time,
});

export const PageRevisionRowSchema = z.strictObject({
  id,
  slug: z.string().min(1).max(64),
  version: z.number().int().min(1),
  actor: text,
  createdAt: time,
  before: text,
  after: text,
});
