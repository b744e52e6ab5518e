/** What the server process needs from the shell's environment: paths and locale, and what Windows needs to run at all. */
const PASSED_THROUGH = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TEMP',
  'TMP',
  'LANG',
  'LC_ALL',
  'SystemRoot',
  'SYSTEMROOT',
  'windir',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
];

/**
 * The embedded server's environment, built rather than inherited: a DATABASE_URL, PORT or
 * SESSION_SECRET set for some other Nestly on this machine must not redirect the console's server.
 */
export function serverEnvironment(parent: Record<string, string | undefined>, dataDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = parent[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, NODE_ENV: 'production', DATA_DIR: dataDir };
}
