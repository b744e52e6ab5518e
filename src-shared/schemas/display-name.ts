import { string } from 'yup';
import { withoutInvisibles } from '../format/invisible-text';
import { readsAsStaff, STAFF_NAME_MESSAGE } from '../format/staff-names';
import './locale';

export const DISPLAY_NAME_MAX = 100;

/** What validate() hands every schema: who is asking, for rules that depend on it. */
export interface ValidationContext {
  isAdmin?: boolean;
}

/**
 * A display name as the registration and profile forms take it: text, trimmed, at most 100
 * characters, and not one that reads as staff unless an admin sets it (the server passes
 * { isAdmin } as yup context; a form for members passes nothing).
 * At registration the field starts as the start of the email and is stored as shown, so it is
 * checked like any other: someone whose address is admin@… picks another name to sign up.
 */
export const displayNameField = () =>
  string()
    .typeError('Display name must be text')
    // yup's trim() would call .trim() on an array and fail with a 500; trim only real strings.
    // Bidi controls and stray zero-width characters go: '\u202Enimda ylteN' would show as 'Nestly admin'.
    .transform((value: unknown) => (typeof value === 'string' ? withoutInvisibles(value).trim() : value))
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
    .test('not-staff', STAFF_NAME_MESSAGE, function isNotStaff(value) {
      const context = this.options.context as ValidationContext | undefined;
      if (!value || context?.isAdmin === true) return true;
      return !readsAsStaff(value);
    });
