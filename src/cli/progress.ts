/**
 * The commands' progress bar: one line on standard error, redrawn in place at most ten times a
 * second, and cleared before anything else is printed, and when the command ends with it drawn
 * (a Ctrl-C included), so that the shell's prompt starts a clean line.
 */
import { barText } from "../format";

export interface ProgressBar {
  draw(fraction: number, note: string): void;
  /** A step of no known length: its note alone, in the bar's place. */
  say(note: string): void;
  clear(): void;
}

export function progressBar(): ProgressBar {
  let drawn = 0;
  let shown = false;
  const clear = () => {
    if (shown) process.stderr.write("\r\x1b[K");
    shown = false;
  };
  process.once("exit", clear);
  return {
    draw(fraction, note) {
      const now = performance.now();
      if (now - drawn < 100 && fraction < 1) return;
      drawn = now;
      shown = true;
      process.stderr.write(`\r\x1b[K${barText(fraction)} ${note}`);
    },
    say(note) {
      shown = true;
      process.stderr.write(`\r\x1b[K${note}`);
    },
    clear,
  };
}
