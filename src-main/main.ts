import { app } from 'electron';
import { join } from 'node:path';
import { createConsole } from './console/console-controller';
import { registerLocalScheme } from './local-screens/local-scheme';

const here = import.meta.dirname;

// tests and side-by-side installs can point the console at another user-data folder
const userDataOverride = process.env['NESTLY_USER_DATA_DIR'];
if (userDataOverride) app.setPath('userData', userDataOverride);
registerLocalScheme();

if (!app.requestSingleInstanceLock()) {
  // a console is already running on this user-data folder: it focuses itself (second-instance below)
  app.quit();
} else {
  const userData = app.getPath('userData');
  const nestly = createConsole(
    {
      preloadPath: join(here, '../preload/preload.cjs'),
      serverEntry: join(here, 'server-entry.js'),
      rendererDir: join(here, '../renderer'),
      dataDir: join(userData, 'data'),
      settingsFile: join(userData, 'settings.json'),
      documentsDir: app.getPath('documents'),
    },
    { appName: 'Nestly Console', appVersion: app.getVersion(), isPackaged: app.isPackaged, isMac: process.platform === 'darwin' },
  );

  app.on('second-instance', () => nestly.focus());
  app.on('window-all-closed', () => app.quit());
  let isStopped = false;
  app.on('before-quit', (event) => {
    if (isStopped) return;
    event.preventDefault();
    void nestly.shutdown().finally(() => {
      isStopped = true;
      app.quit();
    });
  });
  app
    .whenReady()
    .then(() => nestly.open())
    .catch((error: unknown) => {
      console.error(error);
      app.exit(1);
    });
}
