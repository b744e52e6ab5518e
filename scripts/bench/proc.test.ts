import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpuMs, descendants, listeningPid, memory, treeCpuMs, treeMemory } from './proc';

describe('/proc readers', () => {
  it('finds the process that listens on a port, and reads its CPU time and memory', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      expect(listeningPid(process.pid, port)).toBe(process.pid);
      expect(listeningPid(process.pid, port + 1 === 65536 ? 1 : port + 1)).toBeUndefined();
      const before = cpuMs(process.pid);
      let spin = 0;
      for (let i = 0; i < 5e7; i += 1) spin += i;
      expect(spin).toBeGreaterThan(0);
      expect(cpuMs(process.pid)).toBeGreaterThan(before);
      const { rss, peakRss } = memory(process.pid);
      expect(rss).toBeGreaterThan(1_000_000);
      expect(peakRss).toBeGreaterThanOrEqual(rss);
    } finally {
      server.close();
    }
  });

  // a WEB_CONCURRENCY server is a primary with its workers under it
  it('sums CPU time and memory over a process and the processes under it', async () => {
    // measured once Node has started in it: a child just forked holds a megabyte or two, less than
    // what this process's own memory moves by between two reads
    const child = spawn(process.execPath, ['-e', 'console.log("ready"); setTimeout(() => {}, 30000)'], { stdio: ['ignore', 'pipe', 'ignore'] });
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    try {
      expect(descendants(process.pid)).toContain(child.pid);
      expect(treeMemory(process.pid).rss).toBeGreaterThan(memory(process.pid).rss + memory(child.pid!).rss / 2);
      const own = cpuMs(process.pid);
      expect(treeCpuMs(process.pid)).toBeGreaterThanOrEqual(own);
    } finally {
      child.kill();
    }
  });
});
