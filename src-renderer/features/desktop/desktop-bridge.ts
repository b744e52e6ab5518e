import type { NestlyBridge } from '../../../src-shared/desktop/bridge';

/** The desktop shell's bridge, or undefined in a browser: the website never needs it. */
export function desktopBridge(): NestlyBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as Window & { nestly?: NestlyBridge }).nestly;
}
