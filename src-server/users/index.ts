// The public module of users: what other areas may use (docs/architecture-areas.md). Profiles and account settings: change, deactivate, delete.
export * from './account-state.service';
export * from './account.routes';
export * from './find-account';
export * from './last-admin';
export * from './password-guesses';
export * from './profile.routes';
