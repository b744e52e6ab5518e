import { app, BrowserWindow, shell } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInternalNavigation, isSafeExternalUrl } from './navigation-policy';
import { startServerProcess, type ServerHandle } from './server-process';
import { windowOptions } from './window-options';

const here = fileURLToPath(new URL('.', import.meta.url));
let server: ServerHandle | undefined;

async function createWindow(): Promise<void> {
  server ??= await startServerProcess(join(here, 'server-entry.js'), { DATA_DIR: join(app.getPath('userData'), 'data') });
  const origin = server.url;
  const window = new BrowserWindow(windowOptions(join(here, '../preload/preload.cjs')));

  window.webContents.on('will-navigate', (event, url) => {
    if (isInternalNavigation(url, origin)) return;
    event.preventDefault();
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (!isInternalNavigation(url, origin) && isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.once('ready-to-show', () => window.show());
  await window.loadURL(`${origin}/admin`);
}

app.whenReady().then(createWindow).catch((error) => {
  console.error(error);
  app.exit(1);
});
app.on('window-all-closed', () => {
  server?.child.kill();
  app.quit();
});
