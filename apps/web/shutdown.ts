import type { Logger } from '../../src-server/http/request-log';

/** Ctrl+C and SIGTERM close the server (its requests in flight answered, open streams ended) and end the process once, cleanly. */
export function closeOnSignals(close: () => Promise<void>, log: Logger): void {
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    log.info(`${signal}: closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Could not close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
