/** Ctrl+C and SIGTERM close the server (open streams included) and end the process once, cleanly. */
export function closeOnSignals(close: () => Promise<void>): void {
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    console.log(`${signal}: closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
