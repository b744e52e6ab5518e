// The public module of notifications: what other areas may use (docs/architecture-areas.md). Notifications in the site and by mail, and members' mail preferences.
export * from './mail-worker';
export * from './notification-scope';
export * from './notifications.routes';
export * from './notifications.service';
export * from './notify';
export * from './unsubscribe.routes';
