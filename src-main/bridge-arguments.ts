import type { ConnectionMode } from '../src-shared/desktop/bridge';

const PREFIX = '--nestly-';

export interface BridgeFacts {
  appVersion: string;
  mode: ConnectionMode;
}

/**
 * A sandboxed preload cannot ask the app for its version, so main hands the bridge's fixed facts
 * over as extra arguments of the page's process (webPreferences.additionalArguments).
 */
export function toBridgeArguments(facts: BridgeFacts): string[] {
  return [`${PREFIX}app-version=${facts.appVersion}`, `${PREFIX}mode=${facts.mode}`];
}

export function fromBridgeArguments(argv: readonly string[]): BridgeFacts {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`${PREFIX}${name}=`))?.slice(PREFIX.length + name.length + 1);
  return { appVersion: value('app-version') ?? '', mode: value('mode') === 'remote' ? 'remote' : 'embedded' };
}
