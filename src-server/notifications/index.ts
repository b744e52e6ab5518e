export * from './mail-worker';
export * from './notification-scope';
export * from './notifications.routes';
export * from './notifications.service';
export * from './notify';
export * from './unsubscribe.routes';
