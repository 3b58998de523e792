import type { z } from 'zod';
import type { ProfileUpdateSchema, UserSchema } from './auth-schema';

export const PASSWORD_MIN = 12;

/** Readable cookie set beside the HttpOnly session: it only says "an owner signed in here". */
export const OWNER_HINT_COOKIE = 'fru_owner';

export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The owner as the API answers them (GET /api/auth/me). */
export type User = z.infer<typeof UserSchema>;
