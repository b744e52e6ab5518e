/** In-window navigation stays on the server's own origin. */
export function isInternalNavigation(target: string, serverOrigin: string): boolean {
  try {
    return new URL(target).origin === new URL(serverOrigin).origin;
  } catch {
    return false;
  }
}

/** Links that leave the app open in the system browser, but only for web and mail links. */
export function isSafeExternalUrl(target: string): boolean {
  try {
    const { protocol } = new URL(target);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}
