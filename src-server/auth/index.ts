// The public module of auth: what other areas may use (docs/architecture-areas.md). Accounts and sessions: who is signed in (the viewer), passwords, sessions, sign-in and password reset.
export * from './auth.routes';
export * from './current-user';
export * from './lazy-session';
export * from './member-sessions';
export * from './password-reset.routes';
export * from './passwords';
export * from './read-session';
export * from './session-actions';
export * from './session-store';
export * from './user-row';
export * from './viewer';
