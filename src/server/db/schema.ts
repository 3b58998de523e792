import type { Generated } from 'kysely';

// Column names are snake_case in the database and camelCase here (CamelCasePlugin).
// Timestamps are UTC ISO 8601 text on both engines, so they compare and sort the same way.
export interface LocationsTable {
  id: number;
  name: string;
  type: string;
  category: string;
  latitude: number;
  longitude: number;
  address: string;
  state: string | null;
  country: string;
  status: string;
  notes: string;
  visitedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Photos and video links keep their order through `position`. */
export interface LocationLinksTable {
  locationId: number;
  position: number;
  url: string;
}

export interface UsersTable {
  id: number;
  name: string;
  email: string;
  avatar: string;
  joinDate: string;
  passwordHash: string;
  updatedAt: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database does not hand out live sessions. */
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface MessagesTable {
  id: string;
  name: string;
  email: string;
  type: string;
  subject: string;
  message: string;
  read: number;
  createdAt: string;
}

export interface SuggestionsTable {
  id: string;
  placeName: string;
  location: string;
  reason: string;
  submitterName: string;
  read: number;
  createdAt: string;
}

export interface WaitlistTable {
  id: string;
  email: string;
  /** Secret that lets the subscriber leave the list. */
  token: string;
  read: number;
  createdAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface DB {
  locations: LocationsTable;
  locationPhotos: LocationLinksTable;
  locationVideos: LocationLinksTable;
  users: UsersTable;
  sessions: SessionsTable;
  messages: MessagesTable;
  suggestions: SuggestionsTable;
  waitlist: WaitlistTable;
  settings: SettingsTable;
}

export type { Generated };
