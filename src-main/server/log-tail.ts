/** Keeps the last lines a process wrote, for the error window when it fails. */
export class LogTail {
  private lines: string[] = [];
  private partial = '';

  constructor(private readonly limit = 20) {}

  push(chunk: string): void {
    const parts = (this.partial + chunk).split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts.filter((line) => line.trim() !== ''));
    if (this.lines.length > this.limit) this.lines = this.lines.slice(-this.limit);
  }

  text(): string {
    return [...this.lines, this.partial]
      .filter((line) => line.trim() !== '')
      .slice(-this.limit)
      .join('\n');
  }
}
