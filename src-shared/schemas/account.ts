import { object, string, type InferType } from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import './locale';

export const ACCOUNT_MESSAGES = {
  currentRequired: 'Please enter your current password',
  currentWrong: 'Current password is incorrect',
  newRequired: 'Please enter a new password',
  newSame: 'The new password must be different from the current one',
  passwordRequired: 'Please enter your password',
  passwordWrong: 'Password is incorrect',
} as const;

/** POST /api/auth/password and the Change Password dialog. The new password follows the registration rules. */
export const passwordChangeSchema = object({
  currentPassword: string()
    .typeError(ACCOUNT_MESSAGES.currentRequired)
    .required(ACCOUNT_MESSAGES.currentRequired)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentWrong),
  newPassword: string()
    .typeError(ACCOUNT_MESSAGES.newRequired)
    .required(ACCOUNT_MESSAGES.newRequired)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

/**
 * DELETE /api/users/:id and POST /api/users/:id/deactivate, and their confirmation dialogs. The
 * member's own account needs the password (the server asks for it); an admin closing someone
 * else's sends none.
 */
export const accountPasswordSchema = object({
  password: string().typeError(ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordWrong).optional(),
});

export type PasswordChangeInput = InferType<typeof passwordChangeSchema>;
export type AccountPasswordInput = InferType<typeof accountPasswordSchema>;
