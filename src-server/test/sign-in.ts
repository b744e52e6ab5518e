import type { TestApp } from './test-app';
import type { BuiltUser } from './factories';

/** A cookie-keeping agent signed in as the user. */
export async function signedInAgent(testApp: TestApp, user: BuiltUser) {
  const agent = testApp.agent();
  const response = await agent.post('/api/login').send({ email: user.email, password: user.password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return agent;
}
