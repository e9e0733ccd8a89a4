/**
 * Line input for the interactive command-line games: a prompt, then the next line typed (or
 * scripted). When standard input is not a terminal, the line read is echoed after its prompt,
 * so a scripted session prints like a typed one. A line longer than MAX_LINE is the last one
 * read, cut there: an endless line (`< /dev/zero`) costs neither memory nor time.
 */
import { printable } from "../format";

/** Far longer than any answer a game asks for. */
const MAX_LINE = 1000;

export interface Lines {
  /** Prints the prompt and returns the next line, trimmed, or null at the end of input. */
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

export function lines(): Lines {
  const next = lineReader(process.stdin);
  return {
    async ask(prompt) {
      process.stdout.write(prompt);
      const line = await next();
      if (line === null) {
        process.stdout.write("\n"); // so what follows starts a line of its own, not the prompt's
        return null;
      }
      // The echo is escaped: a control character read from a file must not drive the terminal.
      if (!process.stdin.isTTY) process.stdout.write(`${printable(line, 80)}\n`);
      return line.trim();
    },
    close: () => process.stdin.pause(),
  };
}

/** The lines of a stream, one per call (null at its end), each cut to MAX_LINE characters. */
function lineReader(stream: NodeJS.ReadableStream): () => Promise<string | null> {
  const ready: string[] = [];
  let line = "";
  let ended = false;
  let waiting: (() => void) | null = null;
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    if (ended) return;
    const parts = chunk.split("\n");
    for (let i = 0; i < parts.length; i++) {
      line += parts[i];
      if (line.length > MAX_LINE) {
        ready.push(line.slice(0, MAX_LINE));
        process.stderr.write(`\n(input ends here: a line of over ${MAX_LINE.toLocaleString("en-US")} characters)\n`);
        ended = true;
        stream.pause();
        break;
      }
      if (i < parts.length - 1) {
        ready.push(line.replace(/\r$/, ""));
        line = "";
      }
    }
    // Enough lines for now: the rest waits in the stream, not in memory.
    if (ready.length > 0) stream.pause();
    waiting?.();
  });
  stream.on("end", () => {
    if (ended) return;
    if (line.length > 0) ready.push(line);
    line = "";
    ended = true;
    waiting?.();
  });
  stream.on("error", () => {
    ended = true;
    waiting?.();
  });
  return async () => {
    while (ready.length === 0 && !ended) {
      stream.resume();
      await new Promise<void>((done) => (waiting = done));
      waiting = null;
    }
    return ready.shift() ?? null;
  };
}
