/**
 * Line input for the interactive command-line games: a prompt, then the next line typed (or
 * scripted). When standard input is not a terminal, the line read is echoed after its prompt,
 * so a scripted session prints like a typed one.
 */
import * as readline from "readline";
import { printable } from "../format";

export interface Lines {
  /** Prints the prompt and returns the next line, trimmed, or null at the end of input. */
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

export function lines(): Lines {
  const input = readline.createInterface({ input: process.stdin, terminal: false });
  const next = input[Symbol.asyncIterator]();
  return {
    async ask(prompt) {
      process.stdout.write(prompt);
      const line = await next.next();
      if (line.done) {
        process.stdout.write("\n"); // so what follows starts a line of its own, not the prompt's
        return null;
      }
      // The echo is escaped: a control character read from a file must not drive the terminal.
      if (!process.stdin.isTTY) process.stdout.write(`${printable(line.value, Infinity)}\n`);
      return line.value.trim();
    },
    close: () => input.close(),
  };
}
