import { z } from './zod';
import { PASSWORD_MIN } from './auth';
import { HttpUrlSchema, NO_NUL, NUL_MESSAGE } from './location-schema';

export const LoginSchema = z.strictObject({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1000, 'Password is too long'),
});

export const ProfileUpdateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is at most 100 characters')
    .refine(NO_NUL, NUL_MESSAGE)
    .optional(),
  email: z.email('Enter a valid email address').max(254, 'Email is at most 254 characters').optional(),
  avatar: z.union([HttpUrlSchema, z.literal('')]).optional(),
  currentPassword: z.string().max(1000).optional(),
  newPassword: z
    .string()
    .min(PASSWORD_MIN, `The new password needs at least ${PASSWORD_MIN} characters`)
    .max(1000, 'The new password is too long')
    .optional(),
});

/** The signed-in owner as GET /api/auth/me answers: who they are, for the header and Profile Settings. */
export const UserSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** When the account was made (ISO 8601). */
    joinDate: z.string(),
    /** An http(s) link to their picture, or '' for the initials. */
    avatar: z.string(),
  })
  .meta({ id: 'User' });
