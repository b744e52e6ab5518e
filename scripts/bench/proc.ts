import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * What the kernel knows about a process, read from /proc: its CPU time and memory, and which of
 * a process tree listens on a port. Nothing is asked of the server itself, so measuring adds no work to it.
 */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** user + system CPU time of the whole process (all its threads), in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name, which is in parentheses and may itself hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

function statusField(pid: number, name: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${name}:`));
  return line ? Number(line.split(/\s+/)[1]) * 1024 : Number.NaN;
}

/** Resident memory now and at its peak, in bytes. */
export function memory(pid: number): { rss: number; peakRss: number } {
  return { rss: statusField(pid, 'VmRSS'), peakRss: statusField(pid, 'VmHWM') };
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const task of safeList(`/proc/${pid}/task`)) {
    try {
      children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // the task ended while we looked
    }
  }
  return children;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export function descendants(pid: number): number[] {
  const all: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift()!;
    all.push(next);
    queue.push(...childrenOf(next));
  }
  return all;
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const parts = line.trim().split(/\s+/);
      // local address is hex ip:port; state 0A is LISTEN
      if (parts.length > 9 && parts[3] === '0A' && Number.parseInt(parts[1]!.split(':')[1]!, 16) === port) inodes.add(parts[9]!);
    }
  }
  return inodes;
}

/** The process in the tree under `rootPid` that holds the listening socket on `port`. */
export function listeningPid(rootPid: number, port: number): number | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const pid of descendants(rootPid)) {
    for (const fd of safeList(`/proc/${pid}/fd`)) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(target);
        if (match && inodes.has(match[1]!)) return pid;
      } catch {
        // descriptor closed meanwhile
      }
    }
  }
  return undefined;
}

/** Sums a reading over a process and every process under it, skipping any that ended meanwhile. */
function overTree(pid: number, read: (pid: number) => number): number {
  let total = 0;
  for (const member of descendants(pid)) {
    try {
      total += read(member);
    } catch {
      // ended while we looked
    }
  }
  return total;
}

/**
 * CPU time of the server: the listening process and every process under it, so a WEB_CONCURRENCY
 * primary is measured with its workers (one process alone has none).
 */
export function treeCpuMs(pid: number): number {
  return overTree(pid, cpuMs);
}

/** Resident memory of the listening process and every process under it, summed. */
export function treeMemory(pid: number): { rss: number; peakRss: number } {
  return { rss: overTree(pid, (member) => memory(member).rss), peakRss: overTree(pid, (member) => memory(member).peakRss) };
}
