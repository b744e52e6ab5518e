import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConnectionSettings } from '../../../src-shared/desktop/bridge';
import { desktopBridge } from './desktop-bridge';

export const connectionKeys = { status: ['desktop', 'connection'] as const };

function bridge() {
  const found = desktopBridge();
  if (!found) throw new Error('Only the desktop console has a connection');
  return found;
}

/** The console's saved choice and what came of it, from the shell. */
export function useConnectionStatus() {
  return useQuery({ queryKey: connectionKeys.status, queryFn: () => bridge().getConnection() });
}

/** Switches the console; on success the shell replaces this window's page, so there is nothing to refresh here. */
export function useSetConnection() {
  return useMutation({ mutationFn: (settings: ConnectionSettings) => bridge().setConnection(settings) });
}
