import { object, string } from 'yup';
import { checkRemoteUrl } from './remote-url';

/**
 * The console's Connect form: the address must pass the shell's own check, so what the shell would
 * refuse is refused in its words before the form asks it.
 */
export const connectSchema = object({
  remoteUrl: string().test('remote-url', (value, context) => {
    const check = checkRemoteUrl(value);
    return check.ok || context.createError({ message: check.message });
  }),
});
