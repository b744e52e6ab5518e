import { _electron as electron, expect, test } from '@playwright/test';
import { createRequire } from 'node:module';

function electronBinary(): { path?: string; reason?: string } {
  try {
    return { path: createRequire(import.meta.url)('electron') as unknown as string };
  } catch (error) {
    return { reason: `no Electron binary installed here (${(error as Error).message.split('\n')[0]})` };
  }
}
const binary = electronBinary();
if (binary.reason) console.log(`Desktop tests skipped: ${binary.reason}`);

test('the console opens on the admin area from its embedded server', async () => {
  test.skip(!binary.path, binary.reason);
  const app = await electron.launch({ executablePath: binary.path, args: ['out/main/main.js'] });
  const window = await app.firstWindow();
  await expect(window).toHaveURL(/\/admin$/);
  const isIsolated = await window.evaluate(() => typeof (globalThis as { require?: unknown }).require === 'undefined');
  expect(isIsolated).toBe(true);
  await app.close();
});
