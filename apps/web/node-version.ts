const MINIMUM = [22, 12] as const;

/** Nestly needs Node >= 22.12 (better-sqlite3 13 crashes on older Node); say so plainly rather than segfault. */
export function assertNodeVersion(version = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])) return;
  // before any configuration or logger: a plain message for the person who started it
  process.stderr.write(
    `Nestly needs Node ${MINIMUM.join('.')} or newer (Node 24 LTS recommended); this is Node ${version}.\n` +
      'Run it through npm (npm start), which fetches Node 24 into .tools/ when the system Node is older.\n',
  );
  process.exit(1);
}
