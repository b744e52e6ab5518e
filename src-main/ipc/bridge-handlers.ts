import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNELS, type BridgeAction, type BridgeHandlers } from '../../src-shared/desktop/bridge';
import { isTrustedSender, type ConsoleIdentity, type IpcSender } from './sender-check';

function senderOf(event: IpcMainInvokeEvent): IpcSender {
  const frame = event.senderFrame;
  return { webContentsId: event.sender.id, frameUrl: frame?.url, isTopFrame: frame?.parent === null };
}

/**
 * One ipcMain.handle per bridge function. Each call first checks that it comes from our window's
 * top frame on an origin trusted for that action; anything else is refused before the handler runs.
 */
export function registerBridgeHandlers(handlers: BridgeHandlers, identity: () => ConsoleIdentity): void {
  for (const action of Object.keys(IPC_CHANNELS) as BridgeAction[]) {
    ipcMain.handle(IPC_CHANNELS[action], (event, ...args: unknown[]) => {
      if (!isTrustedSender(action, senderOf(event), identity())) throw new Error(`${IPC_CHANNELS[action]} refused: not the console's own page`);
      return handlers[action](...args);
    });
  }
}
