import { contextBridge } from 'electron';

// The page's only window into the shell: a small, read-only object.
contextBridge.exposeInMainWorld('nestly', {
  isDesktop: true,
  platform: process.platform,
});
