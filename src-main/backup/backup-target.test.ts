import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName, isInside, partialBackupPath } from './backup-target';

describe('backup target', () => {
  it('names the file after the local date and time', () => {
    expect(backupFileName(new Date(2026, 10, 3, 9, 5))).toBe('nestly-backup-2026-11-03-0905.sqlite');
  });

  it('tells when a chosen file is inside the data folder', () => {
    const data = join('/home/a/.config/Nestly Console', 'data');
    expect(isInside(data, join(data, 'nestly.sqlite'))).toBe(true);
    expect(isInside(data, join(data, 'uploads', 'x.sqlite'))).toBe(true);
    expect(isInside(data, data)).toBe(true);
    expect(isInside(data, '/home/a/Documents/nestly.sqlite')).toBe(false);
    expect(isInside(data, `${data}-old/nestly.sqlite`)).toBe(false);
  });

  it('writes the copy beside the target under a temporary name', () => {
    expect(partialBackupPath('/home/a/Documents/b.sqlite', 'tok')).toBe('/home/a/Documents/.nestly-backup-tok.partial');
  });
});
