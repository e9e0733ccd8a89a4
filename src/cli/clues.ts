/**
 * `npm run clues -- INPUT [-o OUTPUT]`: the contest tool. Reads answer/guess pairs (any white
 * space between tokens: one pair per line, or the original's single line), writes one
 * "answer guess clue" line per pair to OUTPUT (default, or `-`: standard output). INPUT `-` is
 * standard input. Streams with back-pressure, so files of millions of rows run in constant
 * memory and a slow reader gets every row. On bad input it stops with the line and the reason,
 * and leaves no output file behind.
 */
import * as fs from "fs";
import { pipeline } from "stream/promises";
import { ContestError, ContestStream } from "../clueContest";
import * as specs from "./specs";
import { command, userPath } from "./command";
import { fileProblem, refuseInputs, replaceFile, writeTarget } from "./files";
import { printable, quoted } from "../format";

command(
  specs.clues,
  async ({ options, positionals: [given] }) => {
    const fromStdin = given === "-";
    const input = fromStdin ? "-" : userPath(given);
    const named = options.output as string | undefined;
    // Everything about the files is checked before a byte is read.
    if (!fromStdin) {
      const stat = fs.statSync(input, { throwIfNoEntry: false });
      if (!stat) throw new Error(`${quoted(given)}: no such file`);
      if (stat.isDirectory()) throw new Error(`${quoted(given)} is a folder, not a file of pairs`);
      if (stat.isSocket()) throw new Error(`${quoted(given)} is a socket, not a file of pairs`);
    }
    const output = named === undefined || named === "-" ? undefined : writeTarget(userPath(named), named);
    // Standard input may be the output file too (`clues - -o x.txt < x.txt`).
    if (output) refuseInputs(output, named!, fromStdin ? { "standard input": 0 } : { [`the input ${quoted(given)}`]: input });

    const stream = new ContestStream();
    async function* clued(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) yield stream.push(chunk);
      yield stream.end();
    }
    const source = fromStdin ? process.stdin : fs.createReadStream(input);
    if (!output) {
      try {
        await pipeline(source, clued, process.stdout, { end: false });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "EPIPE") return 0; // the reader has gone, as `| head` does
        return contestFailure(e, given);
      }
      return 0;
    }
    // The output appears only when every row is done.
    try {
      await replaceFile(output, named!, (file, flags) => pipeline(source, clued, fs.createWriteStream(file, { flags })));
    } catch (e) {
      return contestFailure(e, given);
    }
    console.error(`clues: ${stream.rows.toLocaleString("en-US")} row${stream.rows === 1 ? "" : "s"} written to ${printable(named!, 500)}`);
    return 0;
  },
);

/** Bad contest input: the line and the reason; a file that cannot be read: which and why. */
function contestFailure(e: unknown, input: string): number {
  if (e instanceof ContestError) {
    console.error(`clues: ${input === "-" ? "standard input" : input}, ${e.message}; no output written`);
    return 1;
  }
  throw fileProblem(e, input);
}
