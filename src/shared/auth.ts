import type { z } from 'zod';
import type { ProfileUpdateSchema } from './auth-schema';

export const PASSWORD_MIN = 12;

/** Readable cookie set beside the HttpOnly session: it only says "an owner signed in here". */
export const OWNER_HINT_COOKIE = 'fru_owner';

export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export interface User {
  id: number;
  name: string;
  email: string;
  joinDate: string;
  avatar: string;
}
