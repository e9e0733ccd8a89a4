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

const usage = "usage: npm run clues -- INPUT [-o OUTPUT]";

function main(args: string[]): number {
  let input: string | undefined;
  let output: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "-o" || args[i] === "--output") output = args[++i];
    else if (args[i] === "-h" || args[i] === "--help") return console.log(usage), 0;
    else if (input === undefined && !args[i].startsWith("-")) input = args[i];
    else return console.error(`clues: unexpected argument ${args[i]}\n${usage}`), 2;
  }
  if (!input || (args.includes("-o") && !output)) return console.error(usage), 2;
  if (!fs.existsSync(input)) return console.error(`clues: no such file: ${input}`), 2;
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
      console.error(`clues: ${input}, ${e.message}; no output written`);
      return 1;
    }
    throw e;
  } finally {
    fs.closeSync(inFd);
  }
  if (temporary && output) {
    fs.closeSync(fd);
    fs.renameSync(temporary, output);
    console.error(`clues: ${stream.rows.toLocaleString("en-US")} rows written to ${output}`);
  }
  return 0;
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done);
}

process.exitCode = main(process.argv.slice(2));
