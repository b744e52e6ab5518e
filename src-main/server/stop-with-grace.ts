export interface StoppableProcess {
  /** asks the process to close its server and exit */
  requestStop: () => void;
  kill: () => void;
  /** resolves when the process has exited */
  exited: Promise<unknown>;
}

export const STOP_GRACE_MS = 5_000;

/** A stop message first, so the server closes the database cleanly; a kill only if it has not exited after the grace period. */
export async function stopWithGrace(child: StoppableProcess, graceMs = STOP_GRACE_MS): Promise<'stopped' | 'killed'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gracePeriod = new Promise<'killed'>((resolve) => {
    timer = setTimeout(() => resolve('killed'), graceMs);
  });
  child.requestStop();
  const outcome = await Promise.race([child.exited.then(() => 'stopped' as const), gracePeriod]);
  clearTimeout(timer);
  if (outcome === 'killed') child.kill();
  return outcome;
}
