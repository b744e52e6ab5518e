export * from './messaging.routes';
