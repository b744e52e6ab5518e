import { object, string, type InferType } from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { emailField } from './email';

export const PASSWORD_RESET_MESSAGES = {
  /** the answer to every request, whether or not the account exists */
  sent: 'If an account exists for that email, we have sent a link to reset its password. It works for 60 minutes.',
  invalidLink: 'This reset link has expired or has already been used. Ask for a new one.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;

/** POST /api/auth/forgot and the Forgot password form. */
export const forgotPasswordSchema = object({
  email: emailField({ invalid: 'Please enter a valid email address', tooLong: 'Email is too long' }).required('Please enter your email address'),
});

/** POST /api/auth/reset and the new-password form (the token comes from the mailed link). */
export const resetPasswordSchema = object({
  token: string().typeError(PASSWORD_RESET_MESSAGES.invalidLink).required(PASSWORD_RESET_MESSAGES.invalidLink).max(200, PASSWORD_RESET_MESSAGES.invalidLink),
  newPassword: string()
    .typeError('Please enter a new password')
    .required('Please enter a new password')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
