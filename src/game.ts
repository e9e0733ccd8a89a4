/**
 * A game is a value: a reply rule, an alphabet, the possible targets, the allowed guesses, and
 * every reply precomputed in a byte table. Every function that plays or analyses a game takes
 * one, so Wordle and Jotto (and Mastermind's digits) can be played side by side.
 */
import { jottoRule, Reply, ReplyRule, wordleRule } from "./replies";
import type { PythonRandom } from "./random";
import { quoted } from "./format";

/** A word (or a string of digits) in the game's alphabet, uppercase for letters. */
export type Word = string;
/** How many guesses a game took. */
export type Score = number;

export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const DIGITS = "0123456789";

/** What a game needs to know to be built. */
export interface GameSpec {
  name: string;
  rule: ReplyRule;
  alphabet: string;
  targets: readonly Word[];
  /** Allowed guesses; default: the targets. Every target must be one. */
  guesses?: readonly Word[];
  /** How many bars a histogram of this game's scores shows. */
  histogramBins?: number;
}

export interface Game {
  readonly name: string;
  readonly rule: ReplyRule;
  readonly alphabet: string;
  /** The length every word has. */
  readonly length: number;
  readonly targets: readonly Word[];
  readonly guesses: readonly Word[];
  /** The reply to a right guess. */
  readonly correct: Reply;
  readonly histogramBins: number;
  /** replies[g * targets.length + t]: the code of the reply to guesses[g] about targets[t]. */
  readonly replies: Uint8Array;
  /** The reply written out for each code. */
  readonly replyNames: readonly Reply[];
  /** targetGuess[t]: the index of targets[t] among the guesses. */
  readonly targetGuess: Int32Array;
  readonly guessIndex: ReadonlyMap<Word, number>;
  readonly targetIndex: ReadonlyMap<Word, number>;
}

/** Where a game's table of replies comes from, besides being built here in memory of its own. */
export interface TableOptions {
  /** The table of this same spec, built already (another thread hands it over): taken as it is. */
  replies?: Uint8Array;
  /** Build it in memory that worker threads share (Node's SharedArrayBuffer), to hand over uncopied. */
  shared?: boolean;
}

/**
 * Builds a game and its table of replies.
 * @throws Error when words differ in length, use symbols outside the alphabet, repeat, or a
 *   target is not an allowed guess.
 */
export function makeGame(spec: GameSpec, table: TableOptions = {}): Game {
  const built = table.replies;
  const targets = spec.targets.map((w) => inCase(spec.alphabet, w));
  const guesses = (spec.guesses ?? spec.targets).map((w) => inCase(spec.alphabet, w));
  if (targets.length === 0) throw new Error(`${spec.name}: no target words`);
  const length = targets[0].length;
  const encode = encoder(spec.alphabet, length);
  const codes = spec.rule.size(length);
  if (codes > 256) throw new Error(`${spec.name}: ${codes} possible replies do not fit a byte table`);
  // A byte per guess and target: past a quarter of a gigabyte, a mistake rather than a game.
  if (guesses.length * targets.length > 2 ** 28) throw new Error(`${spec.name}: ${guesses.length} guesses × ${targets.length} targets are too many replies to keep (at most 2^28)`);
  const guessIndex = indexOf(guesses, `${spec.name}: guess list`);
  const targetIndex = indexOf(targets, `${spec.name}: target list`);
  const targetGuess = Int32Array.from(targets, (t) => {
    const g = guessIndex.get(t);
    if (g === undefined) throw new Error(`${spec.name}: the target ${t} is not an allowed guess`);
    return g;
  });
  const flat = (words: Word[]) => {
    const symbols = new Uint8Array(words.length * length);
    words.forEach((w, i) => symbols.set(encode(w), i * length));
    return symbols;
  };
  if (built && built.length !== guesses.length * targets.length) throw new Error(`${spec.name}: a table of ${built.length} replies is not this game's`);
  const size = guesses.length * targets.length;
  const replies = built ?? (table.shared ? new Uint8Array(new SharedArrayBuffer(size)) : new Uint8Array(size));
  if (!built) spec.rule.fill(flat(guesses), flat(targets), length, replies);
  return {
    name: spec.name,
    rule: spec.rule,
    alphabet: spec.alphabet,
    length,
    targets,
    guesses,
    correct: spec.rule.show(spec.rule.correct(length), length),
    histogramBins: spec.histogramBins ?? 10,
    replies,
    replyNames: replyNamesOf(spec.rule, length),
    targetGuess,
    guessIndex,
    targetIndex,
  };
}

/** Every reply the rule gives words of this length, written out, by code. */
function replyNamesOf(rule: ReplyRule, length: number): Reply[] {
  return Array.from({ length: rule.size(length) }, (_, c) => rule.show(c, length));
}

function indexOf(words: readonly Word[], what: string): Map<Word, number> {
  const index = new Map<Word, number>();
  words.forEach((w, i) => {
    if (index.has(w)) throw new Error(`${what} has ${quoted(w)} twice`);
    index.set(w, i);
  });
  return index;
}

/**
 * A word as the alphabet writes it: in capitals when the alphabet has no small letters (Wordle's
 * words are read in either case), as typed when it has both (Mastermind's colours past Z).
 * @example inCase("ABC", "cab") //=> "CAB"
 */
export function inCase(alphabet: string, word: Word): Word {
  return alphabet === alphabet.toUpperCase() ? word.toUpperCase() : word;
}

/** A function turning a word into its symbol numbers, checking its length and alphabet. */
export function encoder(alphabet: string, length: number): (word: Word) => Uint8Array {
  return (word) => {
    if (word.length !== length) throw new Error(`${quoted(word)} has ${word.length} symbols; this game's words have ${length}`);
    return Uint8Array.from(word, (c) => {
      const i = alphabet.indexOf(c);
      if (i < 0) throw new Error(`${quoted(word)} has ${quoted(c)}, which is not in the alphabet ${alphabet}`);
      return i;
    });
  };
}

/**
 * The reply to any guess about any target of the game's length and alphabet (listed or not).
 * @example reply(wordle(["NINNY", "ANNEX"]), "NINNY", "ANNEX") //=> "Y.G.."
 */
export function reply(game: Game, guess: Word, target: Word): Reply {
  const encode = encoder(game.alphabet, game.length);
  return game.rule.show(game.rule.code(encode(inCase(game.alphabet, guess)), encode(inCase(game.alphabet, target))), game.length);
}

/**
 * Why a typed guess cannot be played, in the words the player is told; null when it can.
 * @example guessProblem(wordle(["CRANE"]), "xyzzy") //=> "XYZZY is not in the word list."
 */
export function guessProblem(game: Game, guess: Word): string | null {
  const word = inCase(game.alphabet, guess);
  if ([...word].some((c) => !game.alphabet.includes(c))) return `${symbolsOf(game.alphabet)} only, please.`;
  if (word.length !== game.length) return `${game.length} letters, please.`;
  if (!game.guessIndex.has(word)) return `${word} is not in the word list.`;
  return null;
}

/**
 * The symbols of an alphabet as a player would say them.
 * @example symbolsOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ") //=> "Letters A to Z"
 */
export function symbolsOf(alphabet: string): string {
  const symbols = [...alphabet];
  const kind = /^[A-Z]+$/.test(alphabet) ? "Letters" : /^[0-9]+$/.test(alphabet) ? "Digits" : "Symbols";
  if (symbols.length <= 2) return symbols.length === 0 ? "No symbols" : `${kind} ${symbols.join(" ")}`;
  const run = symbols.every((c, i) => i === 0 || c.codePointAt(0) === symbols[i - 1].codePointAt(0)! + 1);
  return run ? `${kind} ${symbols[0]} to ${symbols[symbols.length - 1]}` : `${kind} ${symbols.join(" ")}`;
}

/** Wordle on a target list, with the targets (or a longer list) as allowed guesses. */
export function wordle(targets: readonly Word[], guesses?: readonly Word[]): Game {
  return makeGame(wordleSpec(targets, guesses));
}

/** wordle before its table is built (for groupSpec, or makeGame). */
export function wordleSpec(targets: readonly Word[], guesses?: readonly Word[]): GameSpec {
  return { name: "Wordle", rule: wordleRule, alphabet: LETTERS, targets, guesses, histogramBins: 10 };
}

/**
 * The Jotto word list made from a list of words: five different letters, and only one word per
 * set of letters (the last one met, as the original keeps), in alphabetical order.
 */
export function jottoAllowable(words: readonly Word[]): Word[] {
  const bySet = new Map<string, Word>();
  for (const w of words) {
    const letters = [...new Set(w)].sort().join("");
    if (w.length === 5 && letters.length === 5) bySet.set(letters, w);
  }
  return [...bySet.values()].sort();
}

/** Jotto: the reply is how many letters guess and target share. */
export function jotto(words: readonly Word[]): Game {
  return makeGame({ name: "Jotto", rule: jottoRule, alphabet: LETTERS, targets: words, histogramBins: 16 });
}

// ---------------------------------------------------------------------------------------------
// Playing

/** Wordle's hard mode in one sentence, as the commands and notebooks state it. */
export const hardModeRule = "green letters stay where they are, and every green or yellow letter is used again";

/**
 * Wordle's hard mode: does a guess keep the hints a reply gave an earlier guess? Each green
 * letter must stay in its place, and each letter shown green or yellow must appear at least as
 * many times as it was shown. (Grey letters may come back: that is Wordle's rule, looser than
 * asking for a guess consistent with every reply.)
 * @example keepsHints("STALE", "SALET", "GYYY.") //=> true; keepsHints("CRANE", "SALET", "GYYY.") //=> false
 */
export function keepsHints(guess: Word, previous: Word, reply: Reply): boolean {
  return brokenHint(guess, previous, reply) === null;
}

/**
 * The first hint of an earlier reply that a guess breaks in Wordle's hard mode, in Wordle's own
 * words, or null when it keeps them all.
 * @example brokenHint("SLOTH", "CRANE", "...G.") //=> "the 4th letter must be N"
 */
export function brokenHint(guess: Word, previous: Word, reply: Reply): string | null {
  if (guess.length !== previous.length || reply.length !== previous.length) throw new Error(`${quoted(guess)}, ${quoted(previous)} and ${quoted(reply)} differ in length`);
  const shown = new Map<string, number>();
  for (let i = 0; i < reply.length; i++) {
    if (reply[i] === "G" && guess[i] !== previous[i]) return `the ${ordinal(i + 1)} letter must be ${previous[i]}`;
    if (reply[i] === "G" || reply[i] === "Y") shown.set(previous[i], (shown.get(previous[i]) ?? 0) + 1);
  }
  for (const [letter, times] of shown) {
    if ([...guess].filter((c) => c === letter).length < times) return `the guess must contain ${times > 1 ? `${times} ${letter}s` : letter}`;
  }
  return null;
}

function ordinal(n: number): string {
  return `${n}${["th", "st", "nd", "rd"][n % 100 > 10 && n % 100 < 14 ? 0 : n % 10 < 4 ? n % 10 : 0]}`;
}

/** Picks the next guess from the last reply (null at the start) and the consistent targets. */
export type Guesser = (reply: Reply | null, targets: readonly Word[]) => Word;

/**
 * The targets that give this reply to this guess.
 * @example consistentTargets(game, game.targets, "NINNY", "Y.G..") //=> ["ANNEX", "ANNUL", "CANON"] in Wordle
 */
export function consistentTargets(game: Game, targets: readonly Word[], guess: Word, reply: Reply): Word[] {
  if (reply !== "unknown" && !game.replyNames.includes(reply)) {
    throw new Error(`${quoted(reply)} is not a ${game.name} reply: it has ${game.length} symbols from ${[...new Set(game.replyNames.join(""))].sort().join("")}`);
  }
  const g = game.guessIndex.get(guess);
  if (g === undefined) return targets.filter((t) => replyOf(game, guess, t) === reply);
  const row = g * game.targets.length;
  return targets.filter((t) => game.replyNames[game.replies[row + game.targetIndex.get(t)!]] === reply);
}

/**
 * The game that is left after `guess` got `reply`: the targets that give that reply, with every
 * guess still allowed. Its best tree, plus one guess for each of its targets, is the best way on
 * from that reply; the best trees of all the groups of a first guess add up to its best total.
 * @example groupGame(wordle(["NINNY", "ANNEX", "ANNUL", "CANON"]), "NINNY", "Y.G..").targets //=> ["ANNEX", "ANNUL", "CANON"]
 */
export function groupGame(game: GameSpec, guess: Word, reply: Reply): Game {
  return makeGame(groupSpec(game, guess, reply));
}

/**
 * groupGame before its table is built. The group is found with the reply rule, one target at a
 * time, so a game can be narrowed (and a bad step refused) without the table of every reply.
 * @example groupSpec(mastermindSpec(), "1123", "4B0W").targets //=> ["1123"]
 */
export function groupSpec(game: GameSpec, guess: Word, reply: Reply): GameSpec {
  const { name, rule, alphabet, histogramBins } = game;
  const word = inCase(alphabet, guess);
  const guesses = (game.guesses ?? game.targets).map((w) => inCase(alphabet, w));
  if (!guesses.includes(word)) throw new Error(`${quoted(word)} is not an allowed guess in ${name}`);
  const length = word.length;
  const replyNames = replyNamesOf(rule, length);
  const code = replyNames.indexOf(reply);
  if (code < 0) throw new Error(`${quoted(reply)} is not a reply of ${name}, such as ${replyNames[1]}`);
  const encode = encoder(alphabet, length);
  const symbols = encode(word);
  const targets = game.targets.filter((t) => rule.code(symbols, encode(inCase(alphabet, t))) === code);
  if (targets.length === 0) throw new Error(`no target of ${name} gives the reply ${reply} to ${word}`);
  return { name: `${name} after ${word} = ${reply}`, rule, alphabet, targets, guesses, histogramBins };
}

/**
 * groupSpec along a path: the game left after each guess got its reply, in turn.
 * @example pathSpec(mastermindSpec(), [{ guess: "1123", reply: "4B0W" }]).targets //=> ["1123"]
 */
export function pathSpec(game: GameSpec, steps: readonly { guess: Word; reply: Reply }[]): GameSpec {
  return steps.reduce((spec, { guess, reply }) => groupSpec(spec, guess, reply), game);
}

/** The reply to a guess about a target, from the table when both are listed. */
export function replyOf(game: Game, guess: Word, target: Word): Reply {
  const g = game.guessIndex.get(guess);
  const t = game.targetIndex.get(target);
  return g !== undefined && t !== undefined ? game.replyNames[game.replies[g * game.targets.length + t]] : reply(game, guess, target);
}

/** One turn of a game: the guess, its reply, and how many targets are still consistent. */
export interface Turn {
  guess: Word;
  reply: Reply;
  remaining: number;
}

/** A played game: its score (guesses used) and its turns. */
export interface Played {
  target: Word;
  score: Score;
  turns: Turn[];
}

/**
 * Plays one game: the target is given or drawn with `random`, then the guesser guesses until it
 * is right. A guess that is not allowed gets the reply "unknown". Gives up after as many turns
 * as there are targets, scoring one more.
 */
export function play(game: Game, guesser: Guesser, options: { target?: Word; random?: PythonRandom } = {}): Played {
  const target = (options.target === undefined ? undefined : inCase(game.alphabet, options.target)) ?? options.random?.choice(game.targets);
  if (target === undefined) throw new Error("play needs a target, or a random source to draw one");
  const t = game.targetIndex.get(target);
  if (t === undefined) throw new Error(`${target} is not one of the ${game.name} targets`);
  const T = game.targets.length;
  // The consistent targets as indices (null: all of them): filtering compares reply codes in
  // the table, not strings.
  let remaining: Int32Array | null = null;
  let words: readonly Word[] = game.targets;
  let last: Reply | null = null;
  const turns: Turn[] = [];
  for (let turn = 1; turn <= T; turn++) {
    const guess = guesser(last, words);
    const g = game.guessIndex.get(guess);
    if (g === undefined) {
      last = "unknown";
      remaining = new Int32Array(0);
    } else {
      const row = g * T;
      const code = game.replies[row + t];
      last = game.replyNames[code];
      remaining = keep(game.replies, remaining, T, row, code);
    }
    const next: Word[] = new Array(remaining.length);
    for (let j = 0; j < remaining.length; j++) next[j] = game.targets[remaining[j]];
    words = next;
    turns.push({ guess, reply: last, remaining: remaining.length });
    if (last === game.correct) return { target, score: turn, turns };
  }
  return { target, score: T + 1, turns };
}

/** The targets (indices; null for all T) whose reply in table row `row` is `code`. */
function keep(replies: Uint8Array, from: Int32Array | null, T: number, row: number, code: number): Int32Array {
  const count = from ? from.length : T;
  const kept = new Int32Array(count);
  let k = 0;
  for (let j = 0; j < count; j++) {
    const i = from ? from[j] : j;
    if (replies[row + i] === code) kept[k++] = i;
  }
  return kept.subarray(0, k);
}

/** A played game as lines, one per guess. */
export function describeGame(played: Played): string {
  return played.turns.map((t, i) => `Guess ${i + 1}: ${t.guess}, Reply: ${t.reply}; Remaining targets: ${t.remaining}`).join("\n");
}

/** A guesser that picks one of the consistent targets at random. */
export function randomGuesser(random: PythonRandom): Guesser {
  return (_reply, targets) => random.choice(targets);
}
