/**
 * The shell's own screens (connect, version mismatch) come from the bundled renderer under this
 * scheme, so they show even when no server answers.
 */
export const LOCAL_SCHEME = 'nestly';
export const LOCAL_ORIGIN = `${LOCAL_SCHEME}://console`;
