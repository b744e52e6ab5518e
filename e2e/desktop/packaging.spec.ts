import { listPackage, statFile } from '@electron/asar';
import { expect, test } from '../support/test';
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { isBuilt, NOT_BUILT } from './built-server';

const run = promisify(execFile);

/**
 * electron-builder --dir with a stand-in Electron distribution (no Electron binary can be
 * downloaded here): the app it packs is the real one, so its contents can be checked.
 */
async function packUnpacked(workDir: string): Promise<string> {
  const stub = join(workDir, 'electron-stub');
  mkdirSync(join(stub, 'resources'), { recursive: true });
  writeFileSync(join(stub, 'electron'), '#!/bin/sh\necho "stand-in for the Electron binary"\n');
  chmodSync(join(stub, 'electron'), 0o755);
  const output = join(workDir, 'release');
  await run(
    process.execPath,
    [
      resolve('node_modules/electron-builder/cli.js'),
      '--linux',
      'dir',
      '--x64',
      '--publish',
      'never',
      `-c.electronDist=${stub}`,
      `-c.directories.output=${output}`,
    ],
    { env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, maxBuffer: 16 * 1024 * 1024 },
  );
  return join(output, 'linux-unpacked', 'resources');
}

test('the packed app holds the built main, preload, servers and renderer, with the native modules unpacked', async () => {
  test.skip(!isBuilt(), NOT_BUILT);
  test.setTimeout(240_000);
  const workDir = mkdtempSync(join(tmpdir(), 'nestly-pack-'));
  try {
    const resources = await packUnpacked(workDir);
    const archive = join(resources, 'app.asar');
    const entries = new Set(listPackage(archive, { isPack: false }));
    const renderer = readFileSync('out/renderer/index.html', 'utf8');
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(renderer)![1]!;

    for (const file of [
      '/package.json',
      '/out/main/main.js',
      '/out/main/server-entry.js',
      '/out/main/web-server.js',
      '/out/preload/preload.cjs',
      '/out/renderer/index.html',
      `/out/renderer/${script}`,
      '/out/main/photos/blog-1.jpg',
      '/node_modules/express/package.json',
      '/node_modules/knex/package.json',
    ]) {
      expect(entries.has(file), file).toBe(true);
    }
    // devDependencies stay out: the renderer is bundled, tsx and the build tools are for development
    for (const absent of ['/node_modules/react', '/node_modules/tsx', '/node_modules/vite', '/node_modules/electron', '/node_modules/typescript']) {
      expect(entries.has(absent), absent).toBe(false);
    }

    const natives = ['node_modules/better-sqlite3/prebuilds/linux-x64.node', 'node_modules/@img/sharp-linux-x64/lib'];
    for (const native of natives) expect(existsSync(join(resources, 'app.asar.unpacked', native)), native).toBe(true);
    expect(statFile(archive, 'node_modules/better-sqlite3/prebuilds/linux-x64.node')).toMatchObject({ unpacked: true });
    expect(statFile(archive, 'node_modules/sharp/package.json')).toMatchObject({ unpacked: true });
    expect(statFile(archive, 'out/main/photos/blog-1.jpg')).toMatchObject({ unpacked: true });
    expect(existsSync(join(resources, 'app.asar.unpacked', 'node_modules/better-sqlite3/prebuilds/win32-x64.node'))).toBe(false);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
});

test('the committed icons hold readable images for every platform', async () => {
  const png = await sharp('resources/icon.png').metadata();
  expect([png.width, png.height]).toEqual([512, 512]);

  const ico = readFileSync('resources/icon.ico');
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const icoSizes: number[] = [];
  for (let index = 0; index < ico.readUInt16LE(4); index += 1) {
    const entry = 6 + index * 16;
    const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
    icoSizes.push((await sharp(image).metadata()).width!);
  }
  expect(icoSizes).toContain(256);

  const icns = readFileSync('resources/icon.icns');
  expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
  expect(icns.readUInt32BE(4)).toBe(icns.length);
  const icnsSizes: number[] = [];
  for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4)) {
    icnsSizes.push((await sharp(icns.subarray(offset + 8, offset + icns.readUInt32BE(offset + 4))).metadata()).width!);
  }
  expect(icnsSizes).toEqual(expect.arrayContaining([16, 32, 128, 256, 512, 1024]));
});
