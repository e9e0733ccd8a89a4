/**
 * The clue contest of Kirby Urner's classroom notebook (the Mastermind notebook): C/P/N clues
 * (correct place, present elsewhere, not present), a contest file of answer/guess pairs to be
 * clued, and the interactive game loop. The clue is Wordle's reply rule written with other
 * symbols: one implementation (`positional` in replies.ts) serves both. The black-and-white games
 * the clues lead to are in codeBreaking.ts.
 */
import { DIGITS, encoder, LETTERS, makeGame, Game, Word } from "./game";
import { MAX_POSITIONS, positional } from "./replies";
import { printable, quoted } from "./format";

/** Mastermind's clue rule: C correct place, P present elsewhere, N not present. */
export const clueRule = positional("CPN", "Mastermind");

/**
 * The clue for a guess about an answer, in the original's argument order (answer first).
 * Digits or letters, any length; letters in either case.
 * @example clue("08180", "88822") //=> "PCNNN"
 */
export function clue(answer: string, guess: string): string {
  if (answer.length !== guess.length) throw new Error(`${quoted(answer)} and ${quoted(guess)} differ in length`);
  const alphabet = /^\d+$/.test(answer) ? DIGITS : LETTERS;
  const encode = encoder(alphabet, answer.length);
  return clueRule.show(clueRule.code(encode(guess.toUpperCase()), encode(answer.toUpperCase())), answer.length);
}

/** A game of clues on Knuth's words: the same game value as Wordle's, with C/P/N clues. */
export function wordClueGame(words: readonly Word[]): Game {
  return makeGame({ name: "SGB words", rule: clueRule, alphabet: LETTERS, targets: words, histogramBins: 12 });
}

// ---------------------------------------------------------------------------------------------
// The contest: a stream of answer/guess pairs in, "answer guess clue" lines out

/** A problem in a contest file, with the line it is on. */
export class ContestError extends Error {
  override name = "ContestError";
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const SPACE = 32, NEWLINE = 10;
/** Byte classes: 1 white space, 2 digit, 3 letter, 0 anything else. */
const CLASS = new Uint8Array(256);
for (const b of [9, 10, 11, 12, 13, 32]) CLASS[b] = 1;
for (let b = 48; b <= 57; b++) CLASS[b] = 2;
for (let b = 65; b <= 90; b++) CLASS[b] = CLASS[b + 32] = 3;

/**
 * Clues a contest file as it streams past, in constant memory: feed it chunks of bytes, collect
 * the bytes it returns. Tokens are separated by any white space, so one pair per line and the
 * original's single flat line both work. The first token fixes the alphabet (digits or letters).
 * Throws ContestError for a symbol outside the alphabet, an answer and guess of different
 * lengths, an answer with no guess after it, or a file with no pairs.
 */
const BOM = [0xef, 0xbb, 0xbf];

export class ContestStream {
  private kind = 0; // 2 digits, 3 letters, 0 not yet known
  private line = 1;
  private carry: Buffer = Buffer.alloc(0); // an unfinished pair from the end of the last chunk
  private carryLine = 1;
  private out = Buffer.alloc(1 << 20);
  private used = 0;
  /** Reusable symbol arrays and written clues, by word length. */
  private readonly byLength = new Map<number, { answer: Uint8Array; guess: Uint8Array; clues: Buffer[] }>();
  rows = 0;
  private started = false;

  /** Feeds bytes; returns the output bytes completed so far. */
  push(chunk: Uint8Array): Buffer {
    let data = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    if (!this.started) {
      // A UTF-8 byte order mark (as some editors write) opens the file; it is not a token.
      if (data.length < 3 && data.every((b, i) => b === BOM[i])) return (this.carry = Buffer.from(data)), Buffer.alloc(0);
      this.started = true;
      if (data[0] === BOM[0] && data[1] === BOM[1] && data[2] === BOM[2]) data = data.subarray(3);
    }
    if (this.carry.length) this.line = this.carryLine;
    const rest = this.scan(data, false);
    this.carry = Buffer.from(data.subarray(rest));
    return this.flush();
  }

  /** Ends the input; returns the last output bytes. */
  end(): Buffer {
    if (this.carry.length) {
      this.line = this.carryLine;
      this.scan(this.carry, true);
      this.carry = Buffer.alloc(0);
    }
    if (this.rows === 0) throw new ContestError(this.line, "no answer/guess pairs: the file is empty");
    return this.flush();
  }

  /** Clues every complete pair in data; returns where the unfinished pair (if any) starts. */
  private scan(data: Uint8Array, last: boolean): number {
    let i = 0;
    const n = data.length;
    for (;;) {
      // The answer token.
      while (i < n && CLASS[data[i]] === 1) if (data[i++] === NEWLINE) this.line++;
      if (i === n) return n;
      const pairStart = i;
      const pairLine = this.line;
      const a = i;
      while (i < n && CLASS[data[i]] !== 1) i++;
      if (i === n && !last) return this.unfinished(data, a, pairStart, pairLine, pairLine);
      const aEnd = i;
      // The guess token.
      while (i < n && CLASS[data[i]] === 1) if (data[i++] === NEWLINE) this.line++;
      if (i === n) {
        if (!last) return this.keep(pairStart, pairLine);
        this.check(data, a, aEnd, pairLine);
        throw new ContestError(pairLine, `the answer ${text(data, a, aEnd)} has no guess after it (an odd number of tokens)`);
      }
      const g = i;
      const guessLine = this.line;
      while (i < n && CLASS[data[i]] !== 1) i++;
      if (i === n && !last) return this.unfinished(data, g, pairStart, pairLine, guessLine);
      this.check(data, a, aEnd, pairLine);
      this.check(data, g, i, guessLine);
      if (aEnd - a !== i - g) {
        throw new ContestError(guessLine, `answer ${text(data, a, aEnd)} and guess ${text(data, g, i)} differ in length (${aEnd - a} and ${i - g})`);
      }
      this.write(data, a, g, aEnd - a);
    }
  }

  /**
   * A token runs on past the end of the data: the pair is kept for the next chunk, unless the
   * token is already too long for any clue, which is said at once (carrying a token that never
   * ends from chunk to chunk would take time that grows with the square of its length).
   */
  private unfinished(data: Uint8Array, token: number, pairStart: number, pairLine: number, tokenLine: number): number {
    if (data.length - token > MAX_POSITIONS) this.check(data, token, data.length, tokenLine);
    return this.keep(pairStart, pairLine);
  }

  private keep(start: number, line: number): number {
    this.carryLine = line;
    return start;
  }

  /** Checks that a token is all digits or all letters, of the file's kind. */
  private check(data: Uint8Array, from: number, to: number, line: number): void {
    const kind = CLASS[data[from]];
    for (let i = from; i < to; i++) {
      if (CLASS[data[i]] !== kind || kind === 0) {
        throw new ContestError(line, `"${text(data, from, to)}" mixes symbols: use digits only or letters only`);
      }
    }
    if (to - from > MAX_POSITIONS) {
      throw new ContestError(line, `"${text(data, from, to)}" is longer than the ${MAX_POSITIONS} symbols a clue can be coded for`);
    }
    if (this.kind === 0) this.kind = kind;
    if (kind !== this.kind) {
      throw new ContestError(line, `"${text(data, from, to)}" is not made of ${this.kind === 2 ? "digits" : "letters"}, as the file's first token is`);
    }
  }

  private write(data: Uint8Array, a: number, g: number, n: number): void {
    let arrays = this.byLength.get(n);
    if (!arrays) {
      const clues = n <= 8 ? Array.from({ length: clueRule.size(n) }, (_, c) => Buffer.from(clueRule.show(c, n))) : [];
      arrays = { answer: new Uint8Array(n), guess: new Uint8Array(n), clues };
      this.byLength.set(n, arrays);
    }
    const { answer, guess, clues } = arrays;
    for (let i = 0; i < n; i++) {
      answer[i] = data[a + i] | 32; // letters compare without case; the bit leaves digits alone
      guess[i] = data[g + i] | 32;
    }
    const code = clueRule.code(guess, answer);
    const written = clues.length ? clues[code] : Buffer.from(clueRule.show(code, n));
    if (this.used + 2 * n + written.length + 3 > this.out.length) this.grow(2 * n + written.length + 3);
    const out = this.out;
    let k = this.used;
    for (let i = 0; i < n; i++) out[k++] = data[a + i];
    out[k++] = SPACE;
    for (let i = 0; i < n; i++) out[k++] = data[g + i];
    out[k++] = SPACE;
    for (let i = 0; i < written.length; i++) out[k++] = written[i];
    out[k++] = NEWLINE;
    this.used = k;
    this.rows++;
  }

  private grow(need: number): void {
    const bigger = Buffer.alloc(Math.max(2 * this.out.length, this.used + need));
    this.out.copy(bigger, 0, 0, this.used);
    this.out = bigger;
  }

  private flush(): Buffer {
    const done = Buffer.from(this.out.subarray(0, this.used));
    this.used = 0;
    return done;
  }
}

/** A token as a message shows it: at most 24 symbols, with bytes that are not printable escaped. */
function text(data: Uint8Array, from: number, to: number): string {
  return printable(Buffer.from(data.subarray(from, Math.min(to, from + 25))).toString("latin1"), 24);
}

/**
 * Clues a whole contest text at once (for small inputs and tests).
 * @example clueContest("88976 91829\n") //=> "88976 91829 PNPNN\n"
 */
export function clueContest(text: string): string {
  const stream = new ContestStream();
  return Buffer.concat([stream.push(Buffer.from(text)), stream.end()]).toString();
}

// ---------------------------------------------------------------------------------------------
// The game loop

/** Where a game loop reads guesses and writes lines: a terminal, a script, a notebook. */
export interface LoopIO {
  /** The next guess typed after the prompt, or null when input has ended. */
  ask(prompt: string): Promise<string | null>;
  say(line: string): void;
}

export interface LoopOptions {
  /** Digits or letters. */
  alphabet: "digits" | "letters";
  /** Known words: a guess outside them is refused. None for digits. */
  dictionary?: ReadonlySet<string>;
  /** Print the answer with every clue, as the original could. */
  showAnswer?: boolean;
}

/**
 * The original's game loop: ask for guesses until the clue is all C's; Q quits. A guess of the
 * wrong length or alphabet is refused with a hint, and a word not in the dictionary is refused.
 * @returns the number of clued guesses if won, or null if the player quit
 */
export async function gameLoop(answer: string, io: LoopIO, options: LoopOptions): Promise<number | null> {
  const n = answer.length;
  const unit = options.alphabet === "digits" ? "digits" : "letters";
  const fits = options.alphabet === "digits" ? /^\d+$/ : /^[a-z]+$/i;
  let guesses = 0;
  for (;;) {
    const typed = await io.ask("What is your guess? > ");
    if (typed === null || typed.trim().toUpperCase() === "Q") {
      io.say("Come again!");
      return null;
    }
    const guess = typed.trim();
    if (guess.length !== n || !fits.test(guess)) {
      io.say(`${n === 5 ? "Five" : n} ${unit} please`);
      continue;
    }
    if (options.dictionary && !options.dictionary.has(guess.toLowerCase())) {
      io.say("That's not a real word, sorry.");
      continue;
    }
    guesses++;
    const c = clue(answer, guess);
    if (options.showAnswer) io.say(`answer : ${answer}`);
    io.say(`guess : ${guess}`);
    io.say(`clue : ${c}`);
    if (c === "C".repeat(n)) {
      io.say("You win!");
      return guesses;
    }
  }
}
