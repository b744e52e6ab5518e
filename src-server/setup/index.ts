export * from './embedded-deps';
export * from './setup.routes';
