import { object, string } from 'yup';
import './locale';

export const NEWSLETTER_INVALID = 'Please enter a valid email address';

/** The footer's newsletter sign-up (spec: not empty, and with an @ in it); nothing is sent to a server yet. */
export const newsletterSchema = object({
  email: string().trim().required(NEWSLETTER_INVALID).matches(/@/, NEWSLETTER_INVALID),
});
