import { boolean, string, type InferType } from 'yup';
import { registerSchema } from '../schemas/auth';

/** POST /api/setup: the owner's admin account on a console's first run. */
export const setupSchema = registerSchema.shape({
  loadDemoData: boolean().typeError('Load demo data must be true or false').default(false),
});

/** The setup form adds a second password field; only the form checks it. */
export const setupFormSchema = setupSchema.shape({
  confirmPassword: string()
    .typeError('Please confirm the password')
    .required('Please confirm the password')
    // a test rather than oneOf: yup checks oneOf before required, and an empty box is unconfirmed, not different
    .test('same-password', 'The passwords do not match', (value, context) => !value || value === (context.parent as { password?: unknown }).password),
});

export type SetupInput = InferType<typeof setupSchema>;

/** GET /api/setup */
export interface SetupStatus {
  isNeeded: boolean;
}
