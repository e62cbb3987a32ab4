// Download progress as people read it: a bar redrawn in place on a terminal, plain lines elsewhere (logs, CI,
// the server's start-up), one per tenth of the way and one per finished file.

export interface ProgressSink {
  /** Bytes arrived (negative when a transfer restarts from zero). */
  bytes(file: string, count: number): void;
  /** A file is in place (downloaded, already present, or missing upstream). */
  done(file: string, note: string): void;
  /** A file that will not come (not published upstream): the total shrinks by its expected size. */
  skip(bytes: number): void;
  /** Everything is in place: finishes the bar's line. */
  end(): void;
}

export interface ProgressOptions {
  total: number;
  /** true: a bar redrawn with \r (a TTY); false: lines. */
  tty: boolean;
  write: (text: string) => void;
  /** Milliseconds between redraws of the bar. */
  redrawMs?: number;
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function createProgress(options: ProgressOptions): ProgressSink {
  const { tty, write } = options;
  let total = options.total;
  let received = 0;
  let lastTenth = -1;
  let lastDraw = 0;
  let current = '';
  const percent = () => (total > 0 ? Math.min(100, Math.floor((received / total) * 100)) : 100);
  const bar = () => {
    const width = 30;
    const filled = Math.round((percent() / 100) * width);
    return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent()).padStart(3)}%  ${mb(received)} of ${mb(total)}  ${current}`.padEnd(110);
  };
  return {
    bytes(file, count) {
      received = Math.max(0, received + count);
      current = file;
      if (tty) {
        const now = Date.now();
        if (now - lastDraw >= (options.redrawMs ?? 100)) {
          lastDraw = now;
          write(bar());
        }
        return;
      }
      const tenth = Math.floor(percent() / 10);
      if (tenth > lastTenth && tenth < 10) {
        lastTenth = tenth;
        write(`downloading: ${percent()}% (${mb(received)} of ${mb(total)})\n`);
      }
    },
    skip(bytes) {
      total = Math.max(0, total - bytes);
    },
    done(file, note) {
      if (tty) write(`${'\r'.padEnd(111)}\r${file}: ${note}\n${bar()}`);
      else write(`${file}: ${note}\n`);
    },
    end() {
      received = Math.max(received, total);
      if (tty) write(`${bar()}\n`);
      else write(`downloading: 100% (${mb(received)} of ${mb(total)})\n`);
    },
  };
}
