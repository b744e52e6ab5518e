import { dialog, shell } from 'electron';
import { startFailureDialog, START_FAILURE_BUTTONS } from '../menu/dialogs';

/** The error window for a server that failed: asks until the admin picks Try Again or Quit. */
export async function askAfterServerFailure(message: string, log: string, hasStarted: boolean, dataDir: string): Promise<'retry' | 'quit'> {
  for (;;) {
    const { response } = await dialog.showMessageBox(startFailureDialog(message, log, hasStarted));
    const choice = START_FAILURE_BUTTONS[response] ?? 'Quit';
    if (choice === 'Try Again') return 'retry';
    if (choice === 'Quit') return 'quit';
    await shell.openPath(dataDir);
  }
}
