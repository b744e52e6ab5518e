import { SESSION_COOKIE } from '../app';
import type { TestApp } from './test-app';
import type { BuiltUser } from './factories';

/** A cookie-keeping agent signed in as the user. */
export async function signedInAgent(testApp: TestApp, user: BuiltUser) {
  const agent = testApp.agent();
  const response = await agent.post('/api/login').send({ email: user.email, password: user.password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return agent;
}

/** The session cookie (name=value) of a fresh sign-in, for raw HTTP clients (event streams, hand-written bodies). */
export async function sessionCookieOf(testApp: TestApp, user: BuiltUser): Promise<string> {
  const response = await testApp.agent().post('/api/login').send({ email: user.email, password: user.password });
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return cookie.split(';')[0]!;
}
