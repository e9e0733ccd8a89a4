/**
 * `npm run clues -- INPUT [-o OUTPUT]`: the contest tool. Reads answer/guess pairs (any white
 * space between tokens: one pair per line, or the original's single line), writes one
 * "answer guess clue" line per pair to OUTPUT (default: standard output). Streams, so files of
 * millions of rows run in constant memory. On bad input it stops with the line and the reason,
 * and leaves no output file behind.
 */
import * as fs from "fs";
import * as path from "path";
import { ContestError, ContestStream } from "../mastermind";
import { command, userPath } from "./command";

command(
  {
    name: "clues",
    positionals: ["INPUT"],
    positionalHelp: { INPUT: "a file of answer/guess pairs, separated by any white space" },
    options: { output: { kind: "text", value: "OUTPUT", short: "o", help: "write the clued rows there (default: standard output)" } },
  },
  ({ options, positionals: [given] }) => {
    const input = userPath(given);
    const output = options.output === undefined ? undefined : userPath(options.output as string);
    if (!fs.existsSync(input)) throw new Error(`no such file: ${given}`);
    // Write beside the output under a temporary name; rename only when every row is done.
    const temporary = output ? path.join(path.dirname(output), `.${path.basename(output)}.${process.pid}.partial`) : null;
    const fd = temporary ? fs.openSync(temporary, "w") : 1;
    const inFd = fs.openSync(input, "r");
    const chunk = Buffer.alloc(1 << 20);
    const stream = new ContestStream();
    try {
      for (;;) {
        const n = fs.readSync(inFd, chunk, 0, chunk.length, null);
        if (n === 0) break;
        writeAll(fd, stream.push(chunk.subarray(0, n)));
      }
      writeAll(fd, stream.end());
    } catch (e) {
      if (temporary) {
        fs.closeSync(fd);
        fs.rmSync(temporary, { force: true });
      }
      if (e instanceof ContestError) {
        console.error(`clues: ${given}, ${e.message}; no output written`);
        return 1;
      }
      throw e;
    } finally {
      fs.closeSync(inFd);
    }
    if (temporary && output) {
      fs.closeSync(fd);
      fs.renameSync(temporary, output);
      console.error(`clues: ${stream.rows.toLocaleString("en-US")} rows written to ${options.output}`);
    }
    return 0;
  },
);

function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done);
}

