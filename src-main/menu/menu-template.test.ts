import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_ROUTES } from '../../src-shared/desktop/console-routes';
import { buildMenuTemplate, type MenuActions, type MenuState } from './menu-template';

const state: MenuState = { appName: 'Nestly Console', mode: 'embedded', isConnected: true, pendingCount: null, isMac: false, isPackaged: true };

function actions(): MenuActions {
  return {
    navigate: vi.fn(),
    backUpDatabase: vi.fn(),
    openDataFolder: vi.fn(),
    useEmbeddedDatabase: vi.fn(),
    connectToServer: vi.fn(),
    reload: vi.fn(),
    showAbout: vi.fn(),
  };
}

/** Every item of the template, submenus flattened. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}
const byLabel = (template: MenuItemConstructorOptions[], label: string) => {
  const item = items(template).find((entry) => entry.label === label);
  if (!item) throw new Error(`no menu item ${label}`);
  return item;
};
const click = (item: MenuItemConstructorOptions) => (item.click as () => void)();

describe('native menu', () => {
  it('has the authoring, moderation, backup, data folder, reload and about items', () => {
    const labels = items(buildMenuTemplate(state, actions()))
      .map((item) => item.label)
      .filter(Boolean);
    expect(labels).toEqual(
      expect.arrayContaining([
        'New Blog Post',
        'New Review',
        'New Deal',
        'Moderation Queue',
        'Users',
        'Back Up Database…',
        'Open Data Folder',
        'Reload',
        'About Nestly Console',
        'Embedded Database',
        'Community Server…',
      ]),
    );
  });

  it('sends the screens to their console routes', () => {
    const handlers = actions();
    const template = buildMenuTemplate(state, handlers);
    const expected: [string, string][] = [
      ['New Blog Post', CONSOLE_ROUTES.newBlogPost],
      ['New Review', CONSOLE_ROUTES.newReview],
      ['New Deal', CONSOLE_ROUTES.newDeal],
      ['Moderation Queue', CONSOLE_ROUTES.moderationQueue],
      ['Users', CONSOLE_ROUTES.users],
    ];
    for (const [label] of expected) click(byLabel(template, label));
    expect(vi.mocked(handlers.navigate).mock.calls.map(([route]) => route)).toEqual(expected.map(([, route]) => route));
    expect(CONSOLE_ROUTES.moderationQueue).toBe('/admin?tab=moderation');
    expect(CONSOLE_ROUTES.users).toBe('/admin?tab=users');
  });

  it('wires the other actions', () => {
    const handlers = actions();
    const template = buildMenuTemplate(state, handlers);
    for (const label of ['Back Up Database…', 'Open Data Folder', 'Reload', 'About Nestly Console', 'Embedded Database', 'Community Server…'])
      click(byLabel(template, label));
    for (const action of ['backUpDatabase', 'openDataFolder', 'reload', 'showAbout', 'useEmbeddedDatabase', 'connectToServer'] as const) {
      expect(handlers[action], action).toHaveBeenCalledTimes(1);
    }
  });

  it('shows the pending count on Moderation Queue once the console reports it', () => {
    expect(byLabel(buildMenuTemplate({ ...state, pendingCount: 4 }, actions()), 'Moderation Queue (4)').enabled).toBe(true);
    expect(() => byLabel(buildMenuTemplate({ ...state, pendingCount: 0 }, actions()), 'Moderation Queue')).not.toThrow();
  });

  it('offers backups and the data folder only for the embedded database', () => {
    const remote = buildMenuTemplate({ ...state, mode: 'remote' }, actions());
    expect(byLabel(remote, 'Back Up Database…').enabled).toBe(false);
    expect(byLabel(remote, 'Open Data Folder').enabled).toBe(false);
    expect(byLabel(remote, 'Community Server…').checked).toBe(true);
    expect(byLabel(remote, 'Embedded Database').checked).toBe(false);
  });

  it('disables the screens while no server answers', () => {
    const offline = buildMenuTemplate({ ...state, mode: 'remote', isConnected: false }, actions());
    for (const label of ['New Blog Post', 'New Review', 'New Deal', 'Moderation Queue', 'Users']) expect(byLabel(offline, label).enabled, label).toBe(false);
    expect(byLabel(offline, 'Embedded Database').enabled).not.toBe(false);
    expect(byLabel(offline, 'Reload').enabled).not.toBe(false);
  });

  it('keeps developer tools out of packaged builds', () => {
    const roles = (template: MenuItemConstructorOptions[]) => items(template).map((item) => item.role);
    expect(roles(buildMenuTemplate(state, actions()))).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate({ ...state, isPackaged: false }, actions()))).toContain('toggleDevTools');
  });

  it('follows the platform: an app menu on macOS, Quit under File elsewhere', () => {
    const mac = buildMenuTemplate({ ...state, isMac: true }, actions());
    expect(mac[0]!.label).toBe('Nestly Console');
    expect(items(mac).filter((item) => item.role === 'quit')).toHaveLength(1);
    const linux = buildMenuTemplate(state, actions());
    expect(linux[0]!.label).toBe('File');
    expect(items(linux).filter((item) => item.role === 'quit')).toHaveLength(1);
  });
});
