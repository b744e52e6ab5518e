import type { BrowserWindowConstructorOptions } from 'electron';

export interface ConsoleWindowSetup {
  preloadPath: string;
  /** the window's own session, where the launch header and permission rules live */
  partition: string;
  /** read by the sandboxed preload from process.argv (see bridge-arguments.ts) */
  bridgeArguments: string[];
}

/** The console window: the page gets no Node, runs sandboxed and isolated, and sees only the preload's bridge. */
export function windowOptions({ preloadPath, partition, bridgeArguments }: ConsoleWindowSetup): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 380,
    minHeight: 560,
    show: false,
    title: 'Nestly Console',
    webPreferences: {
      preload: preloadPath,
      partition,
      additionalArguments: bridgeArguments,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}
