export * from './account-state.service';
export * from './account.routes';
export * from './find-account';
export * from './last-admin';
export * from './password-guesses';
export * from './profile.routes';
