export * from './admin.routes';
export * from './mail-status.routes';
