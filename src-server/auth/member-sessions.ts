import type { EventHub } from '../events/live-events';
import type { KnexSessionStore } from './session-store';

/**
 * Ends a member's sessions at once: the rows in the session store and every live event stream
 * opened with them, so nothing keeps reaching a browser that is no longer signed in.
 *
 * Every change that must sign a member out goes through here:
 * - sign-out:                         endSession(userId, sid) — this browser only
 * - password change:                  endOtherSessions(userId, currentSid) — every other browser
 * - deactivation, deletion:          endAllSessions(userId) — everywhere
 * - role change:                      restartStreams(userId) — sessions stay (the role is read on every
 *   request, so the new rights apply at once); open streams close and reconnect under the new role
 */
export interface MemberSessions {
  endSession: (userId: number, sessionId: string) => Promise<void>;
  endOtherSessions: (userId: number, keepSessionId: string) => Promise<void>;
  endAllSessions: (userId: number) => Promise<void>;
  restartStreams: (userId: number) => void;
}

export function createMemberSessions(store: KnexSessionStore, events: EventHub): MemberSessions {
  return {
    async endSession(userId, sessionId) {
      await new Promise<void>((resolve, reject) => store.destroy(sessionId, (error) => (error ? reject(error) : resolve())));
      events.closeStreams(userId, { onlySession: sessionId });
    },
    async endOtherSessions(userId, keepSessionId) {
      await store.destroyForUser(userId, keepSessionId);
      events.closeStreams(userId, { exceptSession: keepSessionId });
    },
    async endAllSessions(userId) {
      await store.destroyForUser(userId);
      events.closeStreams(userId);
    },
    restartStreams(userId) {
      events.closeStreams(userId);
    },
  };
}
