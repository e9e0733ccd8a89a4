/**
 * What the readers of the resumable tables share (src/firstGuessTable.ts, src/boardTable.ts,
 * src/groupTable.ts): a table's text as it is kept, its whole lines with the title and header
 * checked, and its whole numbers read so that a row is written back as it was read.
 */
import { printable, quoted } from "./format";

/**
 * A whole number as a table writes it, or NaN: digits only, and no more than a double holds
 * exactly, so that the row is written back as it was read.
 */
export function wholeOf(text: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(n) ? n : NaN;
}

/** What a table is, for `tableLines`: its title and header, its error, and how its kind is named. */
export interface TableKind {
  title: string;
  header: string;
  refuse: new (message: string) => Error;
  /** The tables of this kind, as a refusal names them ("a table of first guesses"). */
  kind: string;
  /** For a first line of a table of this kind made for other settings, what to call it. */
  others: (line: string) => string | undefined;
}

/**
 * What every table reader does first: the text as it is kept (see ReadTable), its whole lines,
 * and the title and header checked (empty text is an empty table), with `bad`, the error that
 * names a line. A single line cut short is a table's only if it starts like one: anything else
 * is another file.
 */
export function tableLines(original: string, { title, header, refuse, kind, others }: TableKind): { text: string; whole: number; lines: string[]; bad: (n: number, why: string) => Error } {
  const text = original.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n").replace(/\n\s*$/, "\n");
  const whole = text.lastIndexOf("\n") + 1;
  const lines = text.slice(0, whole).split("\n").slice(0, -1);
  const bad = (n: number, why: string) => new refuse(`line ${n}: ${why}`);
  if (lines.length === 0 && text !== "" && !title.startsWith(text)) throw bad(1, `not ${kind} (${shorten(text)})`);
  if (lines.length > 0 && lines[0] !== title) {
    const other = others(lines[0]);
    throw bad(1, `${other ? `${other} (${printable(lines[0].slice(2), 200)})` : `not ${kind} (${shorten(lines[0])})`}; expected ${title.slice(2)}`);
  }
  if (lines.length > 1 && lines[1] !== header) throw bad(2, `the header should be ${header}, not ${shorten(lines[1])}`);
  // A last line with no newline is dropped as a row cut short while it was written: only if it
  // could be the start of one (no spaces, no more fields than the header, not longer than a row).
  const tail = text.slice(whole);
  const fields = header.split(",").length;
  const rowLike = new RegExp(`^[^\\s,]*(,[^\\s,]*){0,${fields - 1}}$`);
  if (lines.length > 1 && tail !== "" && (tail.length > 200 || !rowLike.test(tail))) {
    throw bad(lines.length + 1, `not a row cut short (${shorten(tail)}), nor a whole row (no newline after it)`);
  }
  return { text, whole, lines, bad };
}

/** A value from a file, quoted, cut to a readable length, and with nothing that is not printable. */
function shorten(text: string): string {
  return quoted(text, 40);
}
