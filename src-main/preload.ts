import { contextBridge, ipcRenderer } from 'electron';
import { API_VERSION } from '../src-shared/api-version';
import { IPC_CHANNELS, type NestlyBridge } from '../src-shared/desktop/bridge';
import { fromBridgeArguments } from './bridge-arguments';

// The page's only window into the shell: fixed facts and one function per IPC channel.
const facts = fromBridgeArguments(process.argv);

const bridge = {
  isDesktop: true,
  appVersion: facts.appVersion,
  apiVersion: API_VERSION,
  mode: facts.mode,
  openExternal: (url) => ipcRenderer.invoke(IPC_CHANNELS.openExternal, url),
  notify: (title, body, path) => ipcRenderer.invoke(IPC_CHANNELS.notify, title, body, path),
  backupDatabase: () => ipcRenderer.invoke(IPC_CHANNELS.backupDatabase),
  openDataFolder: () => ipcRenderer.invoke(IPC_CHANNELS.openDataFolder),
  getConnection: () => ipcRenderer.invoke(IPC_CHANNELS.getConnection),
  setConnection: (settings) => ipcRenderer.invoke(IPC_CHANNELS.setConnection, settings),
  setPendingCount: (count) => ipcRenderer.invoke(IPC_CHANNELS.setPendingCount, count),
} satisfies NestlyBridge;

contextBridge.exposeInMainWorld('nestly', bridge);
