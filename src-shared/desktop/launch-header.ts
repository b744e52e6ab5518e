/** The header that carries an embedded server's per-launch secret; the shell adds it to every request of its window. */
export const LAUNCH_HEADER = 'X-Nestly-Launch';
