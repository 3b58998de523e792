import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { MessageType } from '#shared/forms.ts';
import type { MailCampaignsTable, MailOutboxTable } from '#server/mail/mail-tables.ts';
import type {
  AnalyticsBlocksTable,
  AnalyticsCursorTable,
  AnalyticsDailyTable,
  AnalyticsEventsTable,
  AnalyticsSaltsTable,
  AnalyticsSeenTable,
} from '#server/analytics/analytics-tables.ts';
import type { ChannelSnapshotsTable, ChannelVideoDatesTable } from '#server/channel/channel-tables.ts';
import type { PasskeysTable, SessionsTable, UsersTable, WebauthnChallengesTable } from './auth-tables';
import type { RevisionAction } from '#shared/history.ts';
import type { LocationStatus } from '#shared/location.ts';
import type {
  TripLinksTable,
  TripPlacesTable,
  TripRevisionsTable,
  TripsTable,
  TripTracksTable,
} from './trips-tables';
import type {
  LibraryRequestsTable,
  LibraryTokensTable,
  PackEventsTable,
  PackOrdersTable,
  PackReleasesTable,
  PackSecretsTable,
  PacksTable,
} from './packs-tables';

// Column names are snake_case in the database and camelCase here (CamelCasePlugin).
// Timestamps are UTC ISO 8601 text on both engines, so they compare and sort the same way.
// Columns hold the domain's types (a status, a message type), which the routes' schemas checked
// before anything was written; read back, they need no cast.

export type {
  NewUserRow,
  PasskeysTable,
  UserRow,
  UserRowChanges,
  WebauthnChallengesTable,
} from './auth-tables';

export interface LocationsTable {
  /** Given by the database, or reserved ahead for a batch (insertLocations). */
  id: Generated<number>;
  name: string;
  type: string;
  category: string;
  latitude: number;
  longitude: number;
  address: string;
  state: string | null;
  country: string;
  status: LocationStatus;
  notes: string;
  visitedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 at every change: what If-Match names. */
  version: ColumnType<number, number | undefined, number>;
  /** When the place went to the trash; null while it is live (the only places visitors see). */
  deletedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 for a place only the owner sees (0006-private); visitors' reads ask for 0. */
  isPrivate: ColumnType<number, number | undefined, number>;
  /** Notes only the owner reads. */
  privateNotes: ColumnType<string, string | undefined, string>;
}
export type LocationRow = Selectable<LocationsTable>;
export type NewLocationRow = Insertable<LocationsTable>;
export type LocationRowChanges = Updateable<LocationsTable>;

/** Photos and video links keep their order through `position`. */
export interface LocationLinksTable {
  locationId: number;
  position: number;
  url: string;
}

/** A photo's row: its link and the owner's words for it (empty when not written). */
export interface LocationPhotosTable extends LocationLinksTable {
  caption: Generated<string>;
  alt: Generated<string>;
}

/**
 * One change to a place, written in the same transaction as the change. `fields`, `before` and
 * `after` are JSON text: the names of the fields changed and their values before and after
 * (`before` is null for a creation, `after` for a delete).
 */
export interface LocationRevisionsTable {
  id: Generated<number>;
  locationId: number;
  action: RevisionAction;
  actor: string;
  createdAt: string;
  fields: string;
  before: string | null;
  after: string | null;
  /** The place's version after this change. */
  version: number;
  /** The import batch this change belongs to. */
  batchId: string | null;
}
export type LocationRevisionRow = Selectable<LocationRevisionsTable>;
export type NewLocationRevisionRow = Insertable<LocationRevisionsTable>;

/** One POST /api/import: what it added and updated, and whether it was undone. */
export interface ImportBatchesTable {
  id: string;
  createdAt: string;
  fileName: string;
  added: number;
  updated: number;
  undoneAt: string | null;
}

/**
 * The first answer to a creating request, by its Idempotency-Key (scoped by method and route):
 * `status` and `body` are null while that first request is still being answered.
 */
export interface IdempotencyKeysTable {
  key: string;
  status: number | null;
  body: string | null;
  createdAt: string;
}

/** A label on places; `nameKey` is the name lower-cased, unique (shared/tags.ts). */
export interface TagsTable {
  id: Generated<number>;
  name: string;
  nameKey: string;
  createdAt: string;
}

/** A place carries a tag; goes with either (ON DELETE CASCADE). */
export interface LocationTagsTable {
  locationId: number;
  tagId: number;
}

/**
 * Read or not, as 0 or 1: an integer column on both engines (SQLite has no boolean type), so both
 * return the same value. inbox.ts turns it into the boolean the API sends.
 */
export type ReadFlag = 0 | 1;
type ReadColumn = ColumnType<ReadFlag, ReadFlag | undefined, ReadFlag>;

export interface MessagesTable {
  id: string;
  name: string;
  email: string;
  type: MessageType;
  subject: string;
  message: string;
  read: ReadColumn;
  createdAt: string;
}

export interface SuggestionsTable {
  id: string;
  placeName: string;
  location: string;
  reason: string;
  submitterName: string;
  read: ReadColumn;
  createdAt: string;
  /** The place made from it (migration 0009-inbox); null until then, or once that place is purged. */
  addedLocationId: number | null;
}

export interface WaitlistTable {
  id: string;
  email: string;
  /** Secret that lets the subscriber leave the list. */
  token: string;
  read: ReadColumn;
  createdAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

/** A pair of places the owner said are not duplicates (the lower id first). */
export interface DismissedDuplicatesTable {
  lowId: number;
  highId: number;
  createdAt: string;
}

/** A stored photo (migration 0010-media): see src/server/media/. */
export interface MediaTable {
  /** 32 hex digits of the SHA-256 of the original file. */
  id: string;
  /** Of the largest public copy, upright. */
  width: number;
  height: number;
  /** ThumbHash, base64. */
  placeholder: string;
  originalFormat: string;
  originalBytes: number;
  fileName: string;
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
}

/** A page the owner saved (routes/pages.ts); a page never saved has no row. */
export interface PagesTable {
  slug: string;
  /** The page's content as JSON, as its schema in shared/pages/page-schema.ts parsed it. */
  content: string;
  version: number;
  updatedAt: string;
}

/** One save of a page: the content before and after, as JSON. */
export interface PageRevisionsTable {
  id: Generated<number>;
  slug: string;
  version: number;
  actor: string;
  createdAt: string;
  before: string;
  after: string;
}

export interface DB {
  locations: LocationsTable;
  locationPhotos: LocationPhotosTable;
  locationVideos: LocationLinksTable;
  media: MediaTable;
  locationRevisions: LocationRevisionsTable;
  importBatches: ImportBatchesTable;
  tags: TagsTable;
  locationTags: LocationTagsTable;
  idempotencyKeys: IdempotencyKeysTable;
  users: UsersTable;
  sessions: SessionsTable;
  passkeys: PasskeysTable;
  dismissedDuplicates: DismissedDuplicatesTable;
  webauthnChallenges: WebauthnChallengesTable;
  messages: MessagesTable;
  suggestions: SuggestionsTable;
  waitlist: WaitlistTable;
  settings: SettingsTable;
  pages: PagesTable;
  pageRevisions: PageRevisionsTable;
  trips: TripsTable;
  tripPlaces: TripPlacesTable;
  tripRevisions: TripRevisionsTable;
  tripLinks: TripLinksTable;
  tripTracks: TripTracksTable;
  mailOutbox: MailOutboxTable;
  mailCampaigns: MailCampaignsTable;
  packs: PacksTable;
  packReleases: PackReleasesTable;
  packOrders: PackOrdersTable;
  packEvents: PackEventsTable;
  libraryTokens: LibraryTokensTable;
  libraryRequests: LibraryRequestsTable;
  packSecrets: PackSecretsTable;
  analyticsSalts: AnalyticsSaltsTable;
  analyticsEvents: AnalyticsEventsTable;
  analyticsDaily: AnalyticsDailyTable;
  analyticsCursor: AnalyticsCursorTable;
  analyticsSeen: AnalyticsSeenTable;
  analyticsBlocks: AnalyticsBlocksTable;
  channelSnapshots: ChannelSnapshotsTable;
  channelVideoDates: ChannelVideoDatesTable;
}
