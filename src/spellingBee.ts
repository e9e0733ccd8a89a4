/**
 * The Spelling Bee: which seven-letter honeycomb scores the most points?
 * After Peter Norvig's notebook "Spelling Bee Puzzle" (2020),
 * https://github.com/norvig/pytudes/blob/main/ipynb/SpellingBee.ipynb
 *
 * Read top to bottom in the order the notebook tells it: letters and lettersets, honeycombs and
 * scores, the points table, branch and bound, the report; then what the original only estimated
 * (every possible honeycomb, scored exactly) and a helper for one honeycomb a player types.
 *
 * A letterset is a 26-bit mask (bit 0 = A … bit 25 = Z): set operations become single integer
 * operations, and the points table can be a flat hash of integers.
 */
import { count, fill, quoted, thousands } from "./format";

// ---------------------------------------------------------------------------------------------
// Letters, words, lettersets and pangrams

/** A single uppercase letter, "A" to "Z". */
export type Letter = string;
/** An uppercase word. */
export type Word = string;
/** A set of letters as a bitmask: bit i stands for the letter "A" + i. */
export type Letterset = number;

const A = 65;
const ALPHABET: Letterset = (1 << 26) - 1;

/** The bit of one letter. */
function bit(letter: Letter): Letterset {
  return 1 << (letter.charCodeAt(0) - A);
}

/**
 * The set of distinct letters in an uppercase word.
 * @example spell(letterset("BOOBOO")) //=> "BO"
 */
export function letterset(word: Word): Letterset {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << (word.charCodeAt(i) - A);
  return set;
}

/**
 * The letters of a letterset in alphabetical order.
 * @example spell(letterset("MEGAPLEX")) //=> "AEGLMPX"
 */
export function spell(set: Letterset): string {
  let letters = "";
  for (let i = 0; i < 26; i++) if (set & (1 << i)) letters += String.fromCharCode(A + i);
  return letters;
}

/** How many letters a letterset has. */
export function size(set: Letterset): number {
  let n = 0;
  for (let s = set; s !== 0; s &= s - 1) n++;
  return n;
}

/** The rules of one variant of the game: which letters words and honeycombs may use. */
export interface Rules {
  readonly letters: Letterset;
}

/** The puzzle as posed: any letter but S. */
export const standardRules: Rules = { letters: ALPHABET & ~bit("S") };
/** The variant at the end of the notebook: S allowed too. */
export const rulesWithS: Rules = { letters: ALPHABET };

/**
 * Is this a valid word: at least 4 letters, all allowed, at most 7 distinct?
 * @example isValid("GAME") //=> true
 * @example isValid("GEMS") //=> false (S is not allowed)
 */
export function isValid(word: Word, rules: Rules = standardRules): boolean {
  if (word.length < 4 || !/^[A-Z]+$/.test(word)) return false;
  const set = letterset(word);
  return (set & ~rules.letters) === 0 && size(set) <= 7;
}

/**
 * The valid words among the words of a text (or a list), uppercased, in order.
 * @example wordList("amalgam em gems glam") //=> ["AMALGAM", "GLAM"]
 */
export function wordList(text: string | readonly string[], rules: Rules = standardRules): Word[] {
  const words = typeof text === "string" ? text.split(/\s+/) : text;
  return words.map((w) => w.toUpperCase()).filter((w) => isValid(w, rules));
}

/**
 * Does the word use exactly 7 distinct letters?
 * @example isPangram("MEGAPLEX") //=> true
 */
export function isPangram(word: Word): boolean {
  return size(letterset(word)) === 7;
}

/**
 * The distinct lettersets of the pangrams in a word list, in order of first appearance.
 * @example pangramLettersets(["CACCIATORE", "EROTICA", "MEGAPLEX"]).map(spell) //=> ["ACEIORT", "AEGLMPX"]
 */
export function pangramLettersets(words: readonly Word[]): Letterset[] {
  return [...new Set(words.filter(isPangram).map(letterset))];
}

// ---------------------------------------------------------------------------------------------
// Honeycombs and scoring

/** Seven letters, one of them in the center. */
export class Honeycomb {
  /** Builds a honeycomb from masks, unchecked: use `honeycomb()` for letters a person typed. */
  constructor(
    readonly letters: Letterset,
    readonly center: Letterset,
  ) {}

  /** @example String(honeycomb("LAPGEMX", "G")) //=> "AEGLMPX/G" */
  toString(): string {
    return `${spell(this.letters)}/${spell(this.center)}`;
  }

  // Node's inspect (and so tslab) shows this; the symbol is global, so browsers need no import.
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return `Honeycomb(${this})`;
  }
}

/**
 * A honeycomb from typed letters (any order, any case) and its center letter.
 * @example String(honeycomb("lapgemx", "g")) //=> "AEGLMPX/G"
 * @throws Error naming the problem: not 7 letters, a repeat, a non-letter, S when not allowed,
 *   or a center that is not one of the letters.
 */
export function honeycomb(letters: string, center: string, rules: Rules = standardRules): Honeycomb {
  const upper = letters.toUpperCase();
  const middle = center.toUpperCase();
  if (!/^[A-Z]*$/.test(upper)) throw new Error(`a honeycomb has letters A to Z only, not ${quoted(letters)}`);
  if (upper.length !== 7) throw new Error(`a honeycomb has 7 letters, not ${upper.length} (${quoted(letters)})`);
  const set = letterset(upper);
  if (size(set) !== 7) throw new Error(`a honeycomb's 7 letters must all differ; ${quoted(letters)} repeats a letter`);
  const banned = set & ~rules.letters;
  if (banned) throw new Error(`these rules do not allow the letter ${spell(banned)} in a honeycomb (${quoted(letters)})`);
  if (!/^[A-Z]$/.test(middle)) throw new Error(`the center must be one letter, not ${quoted(center)}`);
  if (!(set & bit(middle))) throw new Error(`the center ${middle} is not one of the letters ${spell(set)}`);
  return new Honeycomb(set, bit(middle));
}

/**
 * The points for a word: 1 for four letters, else one per letter, plus 7 for a pangram.
 * @example wordScore("MEGAPLEX") //=> 15
 */
export function wordScore(word: Word): number {
  return word.length === 4 ? 1 : word.length + (isPangram(word) ? 7 : 0);
}

/**
 * Can the honeycomb make this word: does it hold the center and no letter from outside?
 * @example canMake(honeycomb("AEGLMPX", "G"), "GAME") //=> true
 */
export function canMake(h: Honeycomb, word: Word): boolean {
  const set = letterset(word);
  return (set & h.center) !== 0 && (set & ~h.letters) === 0;
}

/**
 * The total score of a honeycomb: the sum of the scores of the words it can make.
 * This looks at every word; `fastTotalScore` below is the quick way.
 * @example totalScore(honeycomb("AEGLMPX", "G"), wordList("amalgam game glam megaplex")) //=> 24
 */
export function totalScore(h: Honeycomb, words: readonly Word[]): number {
  let total = 0;
  for (const w of words) if (canMake(h, w)) total += wordScore(w);
  return total;
}

/**
 * The candidate honeycombs: each pangram letterset with each of its letters as the center.
 * A honeycomb needs at least one pangram, so no other honeycomb is worth considering.
 */
export function candidateHoneycombs(words: readonly Word[]): Honeycomb[] {
  return pangramLettersets(words).flatMap((letters) => lettersOf(letters).map((c) => new Honeycomb(letters, c)));
}

/** The single-letter sets of a letterset, alphabetically. */
function lettersOf(set: Letterset): Letterset[] {
  const letters: Letterset[] = [];
  for (let s = set; s !== 0; s &= s - 1) letters.push(s & -s);
  return letters;
}

/** Orders honeycombs as the original's tuples do: by spelled letters, then by center. */
export function compareHoneycombs(a: Honeycomb, b: Honeycomb): number {
  const x = spell(a.letters), y = spell(b.letters);
  return x < y ? -1 : x > y ? 1 : a.center - b.center;
}

/** A honeycomb with its score. */
export interface Scored {
  readonly score: number;
  readonly honeycomb: Honeycomb;
}

/**
 * Does `a` beat `b` (or is there no `b` yet)? The higher score wins; on a tie, the honeycomb that
 * sorts last, as Python's max over (score, honeycomb) tuples decides.
 */
export function outranks(a: Scored, b: Scored | null): boolean {
  return b === null || a.score > b.score || (a.score === b.score && compareHoneycombs(a.honeycomb, b.honeycomb) > 0);
}

/**
 * The top honeycomb by brute force over the candidates, scoring each one word by word.
 * Ties go to the honeycomb that sorts last, as Python's max over (score, honeycomb) tuples does.
 */
export function topHoneycomb(words: readonly Word[]): Scored {
  const candidates = candidateHoneycombs(words);
  if (candidates.length === 0) throw new Error("the word list has no pangram, so no honeycomb qualifies");
  return candidates.map((h) => ({ score: totalScore(h, words), honeycomb: h })).reduce((best, s) => (outranks(s, best) ? s : best));
}

// ---------------------------------------------------------------------------------------------
// The points table

// Every letterset of at most 7 letters has a slot in a dense array: the slots of k-letter sets
// start at BASE[k], and within them a set's rank is its number in the combinatorial number
// system: the sum of C(i, j + 1) over its letters' indices i (A = 0) in increasing order, j
// counting from 0. Adding a letter that comes after all of a set's letters adds one term,
// C(i, size + 1), which keeps the hot loops below free of hashing. (Numbering the letters from A
// rather than Z also keeps the lettersets of neighbouring words close in memory: measurably faster.)

/** CHOOSE[8m + k] = C(m, k) for m ≤ 26, k ≤ 7. */
const CHOOSE = new Int32Array(27 * 8);
for (let m = 0; m <= 26; m++) {
  for (let k = 0; k < 8; k++) CHOOSE[8 * m + k] = k === 0 ? 1 : m === 0 ? 0 : CHOOSE[8 * (m - 1) + k - 1] + CHOOSE[8 * (m - 1) + k];
}
/** BASE[k]: the first slot of the k-letter sets. */
const BASE = new Int32Array(9);
for (let k = 1; k <= 8; k++) BASE[k] = BASE[k - 1] + CHOOSE[8 * 26 + k - 1];

/** The slot of a letterset of at most 7 letters. */
function slot(set: Letterset): number {
  let rank = 0;
  let n = 0;
  for (let t = set; t !== 0; t &= t - 1) rank += CHOOSE[8 * (31 - Math.clz32(t & -t)) + ++n];
  return BASE[n] + rank;
}

/**
 * The total points of the words of each letterset, so a honeycomb's score is a sum over the
 * 64 subsets of its letters that hold the center, instead of a pass over every word.
 */
export class PointsTable {
  /** The lettersets of the words, in order of first appearance in the word list. */
  readonly lettersets: readonly Letterset[];
  /** The 7-letter lettersets (those of pangrams), in the same order. */
  readonly pangramLettersets: Int32Array;
  /** The points of each of those, kept beside them: the hot loop then reads them in order. */
  readonly pangramPoints: Int32Array;
  /**
   * Points by slot: every lookup is one array read. 16 bits a slot keep the sets of up to six
   * letters, the ones the hot loops touch most, in 628 KB, inside one core's cache.
   */
  readonly points = new Uint16Array(BASE[8]);

  /**
   * A table of the words' points under a scoring rule: the game's `wordScore` unless another is
   * given (it must give each word a whole number of points, 0 or more, as the bound needs).
   * @example new PointsTable(wordList("amalgam glam")).get(letterset("GLAM")) //=> 8
   * @example new PointsTable(wordList("amalgam glam"), () => 1).get(letterset("GLAM")) //=> 2
   */
  constructor(words: readonly Word[], score: (word: Word) => number = wordScore) {
    const seen = new Set<Letterset>();
    for (const w of words) {
      const set = letterset(w);
      if (size(set) > 7) throw new Error(`${quoted(w)} has more than 7 distinct letters, so no honeycomb can make it`);
      const points = score(w);
      if (!Number.isInteger(points) || points < 0) {
        const gave = Number.isFinite(points) ? ` (it gave ${points})` : "";
        throw new Error(`a scoring rule must give each word a whole number of points, 0 or more; it did not for ${quoted(w)}${gave}`);
      }
      seen.add(set);
      const i = slot(set);
      if (this.points[i] + points > 0xffff) throw new Error(`the words spelled with ${spell(set)} score over 65,535 points, more than the table holds`);
      this.points[i] += points;
    }
    this.lettersets = [...seen];
    this.pangramLettersets = Int32Array.from(this.lettersets.filter((set) => size(set) === 7));
    this.pangramPoints = this.pangramLettersets.map((set) => this.points[slot(set)]);
  }

  /** The points of the words whose letterset is exactly `set` (0 if none). */
  get(set: Letterset): number {
    return size(set) > 7 ? 0 : this.points[slot(set)];
  }

  /** How many distinct lettersets the table has. */
  get size(): number {
    return this.lettersets.length;
  }

  /** The table as {letters: points}, in order of first appearance, for showing. */
  toObject(): Record<string, number> {
    return Object.fromEntries(this.lettersets.map((s) => [spell(s), this.get(s)]));
  }
}

/**
 * The 63 letter subsets of a honeycomb that hold its center and another letter (a valid word
 * has at least two distinct letters), smallest first, each size in the order of
 * `combinations`, as the original lists them.
 */
export function letterSubsets(h: Honeycomb): Letterset[] {
  const letters = spell(h.letters);
  const subsets: Letterset[] = [];
  for (let n = 2; n <= 7; n++) {
    for (const combo of combinations(letters, n)) {
      const set = letterset(combo);
      if (set & h.center) subsets.push(set);
    }
  }
  return subsets;
}

function* combinations(letters: string, n: number, start = 0, prefix = ""): Generator<string> {
  if (prefix.length === n) {
    yield prefix;
    return;
  }
  for (let i = start; i <= letters.length - (n - prefix.length); i++) {
    yield* combinations(letters, n, i + 1, prefix + letters[i]);
  }
}

/**
 * The total score of a honeycomb from the points table: the sum over the subsets of its
 * letters that hold the center.
 * @example fastTotalScore(honeycomb("AEGLMPX", "G"), new PointsTable(wordList("amalgam game glam megaplex"))) //=> 24
 */
export function fastTotalScore(h: Honeycomb, table: PointsTable): number {
  const others = h.letters & ~h.center;
  let total = 0;
  // Walk every subset of the other six letters, from all of them down to none.
  for (let s = others; ; s = (s - 1) & others) {
    total += table.points[slot(s | h.center)];
    if (s === 0) break;
  }
  return total;
}

/**
 * The top honeycomb over all candidates, scored with the points table. Same tie rule as
 * `topHoneycomb`, so the two agree exactly.
 */
export function topHoneycombByTable(table: PointsTable): Scored {
  let best: Scored | null = null;
  for (const letters of table.pangramLettersets) {
    for (const center of lettersOf(letters)) {
      const h = new Honeycomb(letters, center);
      const s = { score: fastTotalScore(h, table), honeycomb: h };
      if (outranks(s, best)) best = s;
    }
  }
  if (!best) throw new Error("the word list has no pangram, so no honeycomb qualifies");
  return best;
}

// ---------------------------------------------------------------------------------------------
// Branch and bound

/** The winner of a branch-and-bound search, and how many honeycombs it had to score. */
export interface BoundResult extends Scored {
  /** Honeycombs scored, counting each letterset's centerless bound as one, as the original counts them. */
  readonly examined: number;
}

/**
 * The top honeycomb, skipping every pangram letterset whose score without a center (an upper
 * bound on its score with any center) cannot beat the best so far. Lettersets are tried in
 * order of first appearance and centers alphabetically; the first to reach the top score wins.
 */
export function branchAndBound(table: PointsTable): BoundResult {
  const bounds = centerlessScores(table);
  let best: Scored | null = null;
  let examined = 0;
  table.pangramLettersets.forEach((letters, i) => {
    examined++;
    if (best && bounds[i] <= best.score) return;
    examined += 7;
    for (const center of lettersOf(letters)) {
      const h = new Honeycomb(letters, center);
      const score = fastTotalScore(h, table);
      if (!best || score > best.score) best = { score, honeycomb: h };
    }
  });
  if (!best) throw new Error("the word list has no pangram, so no honeycomb qualifies");
  return { ...(best as Scored), examined };
}

/**
 * The score each pangram letterset would have with no center (the points of all 128 subsets of
 * its letters), in the table's order: an upper bound on its score with any center.
 * The letters split into a low three and a high four; a subset's slot is an offset fixed
 * by its high part and the size of its low part, plus the rank of its low part. That turns the
 * 128 lookups into 16 runs of 8 independent array reads.
 */
export function centerlessScores(table: PointsTable): Int32Array {
  const { points, pangramLettersets, pangramPoints } = table;
  const bounds = new Int32Array(pangramLettersets.length);
  const r = new Int32Array(7); // the letters' indices, increasing
  const highRank = new Int32Array(64); // [subset of the high four][size of the low part]
  const highSize = new Int32Array(16);
  for (let i = 0; i < bounds.length; i++) {
    let j = 0;
    for (let t = pangramLettersets[i]; t !== 0; t &= t - 1) r[j++] = 31 - Math.clz32(t & -t);
    const c0 = 8 * r[0], c1 = 8 * r[1], c2 = 8 * r[2];
    const l1 = CHOOSE[c0 + 1], l2 = CHOOSE[c1 + 1], l4 = CHOOSE[c2 + 1]; // ranks of the low part's subsets
    const l3 = l1 + CHOOSE[c1 + 2], l5 = l1 + CHOOSE[c2 + 2], l6 = l2 + CHOOSE[c2 + 2], l7 = l3 + CHOOSE[c2 + 3];
    for (let hi = 1; hi < 16; hi++) {
      const top = 31 - Math.clz32(hi), rest = hi ^ (1 << top);
      const n = (highSize[hi] = highSize[rest] + 1);
      const c = 8 * r[3 + top];
      for (let m = 0; m < 4; m++) highRank[4 * hi + m] = highRank[4 * rest + m] + CHOOSE[c + m + n];
    }
    // The set itself (all seven letters) is read from pangramPoints, in order, instead of from
    // the table's large seven-letter region, where it would cost a cache miss.
    let total = pangramPoints[i];
    for (let hi = 0; hi < 16; hi++) {
      const n = highSize[hi], q = 4 * hi;
      const o0 = BASE[n] + highRank[q], o1 = BASE[n + 1] + highRank[q + 1];
      const o2 = BASE[n + 2] + highRank[q + 2], o3 = BASE[n + 3] + highRank[q + 3];
      total += points[o0] + points[o1 + l1] + points[o1 + l2] + points[o1 + l4];
      total += points[o2 + l3] + points[o2 + l5] + points[o2 + l6];
      if (hi < 15) total += points[o3 + l7];
    }
    bounds[i] = total;
  }
  return bounds;
}

// ---------------------------------------------------------------------------------------------
// The report

/**
 * A report of a honeycomb's words (the top honeycomb's, if none is given): a header line, then
 * one paragraph per letterset, longest lettersets first, words grouped by score, highest first.
 */
export function report(words: readonly Word[], h?: Honeycomb): string {
  let score: number;
  let title: string;
  if (h === undefined) {
    ({ score, honeycomb: h } = branchAndBound(new PointsTable(words)));
    title = `Top honeycomb ${h}`;
  } else {
    score = totalScore(h, words);
    title = `Honeycomb ${h}`;
  }
  const groups = reportGroups(h, words);
  const made = groups.reduce((n, g) => n + g.words, 0);
  const lines = [`${title}: ${count(made, "word")} ${count(score, "point")} from a ${thousands(words.length)} word list:`, ""];
  for (const g of groups) {
    const intro = `${count(g.words, size(g.letters) === 7 ? "pangram" : "word").padStart(8)} ${count(g.points, "point").padStart(9)} {${spell(g.letters)}}: `;
    const byScore = g.byScore.map(({ points, words }) => `${words.join(" ")} (${points})`);
    lines.push(fill(intro + byScore.join(", "), 114, "    "));
  }
  return lines.join("\n");
}

/** The words of one set of letters, as a report shows them. */
export interface ReportGroup {
  readonly letters: Letterset;
  readonly words: number;
  readonly points: number;
  /** The words by points, most first, each list alphabetical. */
  readonly byScore: { points: number; words: Word[] }[];
}

/**
 * A honeycomb's words grouped by their sets of letters, bigger sets first (then alphabetically),
 * as the report lists them.
 * @example reportGroups(honeycomb("AEGLMPX", "G"), wordList("amalgam game glam megaplex"))[0].points //=> 15
 */
export function reportGroups(h: Honeycomb, words: readonly Word[]): ReportGroup[] {
  const bins = groupBy(words, letterset);
  return letterSubsets(h)
    .filter((s) => bins.has(s))
    .sort((a, b) => size(b) - size(a) || (spell(a) < spell(b) ? -1 : 1))
    .map((letters) => {
      const bin = bins.get(letters)!;
      const byScore = [...groupBy(bin, wordScore)].sort(([x], [y]) => y - x);
      return {
        letters,
        words: bin.length,
        points: bin.reduce((n, w) => n + wordScore(w), 0),
        byScore: byScore.map(([points, ws]) => ({ points, words: [...ws].sort() })),
      };
    });
}

/** Items grouped into lists by key, keys in order of first appearance. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const bins = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bin = bins.get(k);
    if (bin) bin.push(item);
    else bins.set(k, [item]);
  }
  return bins;
}

// ---------------------------------------------------------------------------------------------
// Beyond the original: every honeycomb, scored exactly

/** The score of every possible honeycomb under some rules: 7 scores per 7-letter set. */
export class HoneycombScores {
  constructor(
    /** Every 7-letter set of the allowed letters. */
    readonly lettersets: Int32Array,
    /** scores[7i + j] is the score of lettersets[i] with its j-th letter (alphabetically) as center. */
    readonly scores: Int32Array,
    /** The table the scores came from, to tell which honeycombs have a pangram. */
    readonly table: PointsTable,
  ) {}

  /** How many honeycombs were scored. */
  get count(): number {
    return this.scores.length;
  }

  /** The honeycomb whose score is scores[i]. */
  honeycomb(i: number): Honeycomb {
    return new Honeycomb(this.lettersets[(i / 7) | 0], lettersOf(this.lettersets[(i / 7) | 0])[i % 7]);
  }

  /** Does honeycomb i have a pangram (the rule that makes it a valid puzzle)? */
  hasPangram(i: number): boolean {
    return this.table.get(this.lettersets[(i / 7) | 0]) > 0;
  }

  /**
   * The best honeycomb, among those that pass `keep` if given; ties as in `topHoneycomb`.
   * @example scoreAllHoneycombs(table).best((i, all) => all.hasPangram(i)).score //=> 3898 on enable1
   */
  best(keep?: (i: number, all: HoneycombScores) => boolean): Scored {
    let best: Scored | null = null;
    for (let i = 0; i < this.scores.length; i++) {
      // Build a honeycomb only for a score that could win: the rest lose on score alone.
      if ((best && this.scores[i] < best.score) || (keep && !keep(i, this))) continue;
      const s = { score: this.scores[i], honeycomb: this.honeycomb(i) };
      if (outranks(s, best)) best = s;
    }
    if (!best) throw new Error("no honeycomb passes the filter");
    return best;
  }
}

/**
 * Scores all honeycombs the rules allow: 25 centers × C(24, 6) = 3,364,900 without S.
 * A depth-first walk adds letters in alphabetical order. Each set's subset sum F (the points of
 * all lettersets inside it) is its parent's plus the subsets the new letter adds; the walk keeps
 * F of every 6-letter set, by rank, and of every 7-letter set. Then a honeycomb scores
 * F(letters) − F(letters without the center): the words inside it, less those without the center.
 */
export function scoreAllHoneycombs(table: PointsTable, rules: Rules = standardRules): HoneycombScores {
  const alphabet = lettersOf(rules.letters).map((b) => 31 - Math.clz32(b)); // letter indices, A first
  const n = alphabet.length;
  const sets = binomial(n, 7);
  const lettersets = new Int32Array(sets);
  const totals = new Int32Array(sets); // F of each 7-letter set
  const f6 = new Int32Array(binomial(26, 6)); // F of each 6-letter set, by rank
  const points = table.points;
  // The subsets of the current set: their ranks and sizes; the first 2^depth are the parent's.
  const rank = new Int32Array(128);
  const count = new Int32Array(128);
  let leaf = 0;

  const visit = (depth: number, from: number, set: number, f: number): void => {
    const half = 1 << depth;
    // Stop where too few letters remain to reach six: every 6-letter set is needed.
    for (let e = from; e < n - Math.max(5 - depth, 0); e++) {
      const letter = alphabet[e];
      const c = 8 * letter + 1;
      let added = 0;
      for (let k = 0; k < half; k++) {
        const size = count[k];
        const rk = rank[k] + CHOOSE[c + size];
        rank[half + k] = rk;
        count[half + k] = size + 1;
        added += points[BASE[size + 1] + rk];
      }
      const total = f + added;
      if (depth === 5) f6[rank[63]] = total;
      if (depth < 6) {
        visit(depth + 1, e + 1, set | (1 << letter), total);
      } else {
        lettersets[leaf] = set | (1 << letter);
        totals[leaf++] = total;
      }
    }
  };
  visit(0, 0, 0, 0);

  // Center j (alphabetically) of each 7-letter set: F(set) − F(set without letter j). Dropping
  // letter j keeps the terms of the letters before it and moves each later letter down one place.
  const scores = new Int32Array(7 * sets);
  const q = new Int32Array(7);
  for (let i = 0; i < sets; i++) {
    let j = 0;
    for (let t = lettersets[i]; t !== 0; t &= t - 1) q[j++] = 31 - Math.clz32(t & -t);
    let before = 0;
    let after = 0;
    for (let k = 1; k < 7; k++) after += CHOOSE[8 * q[k] + k];
    for (j = 0; j < 7; j++) {
      scores[7 * i + j] = totals[i] - f6[before + after];
      before += CHOOSE[8 * q[j] + j + 1];
      if (j < 6) after -= CHOOSE[8 * q[j + 1] + j + 1];
    }
  }
  return new HoneycombScores(lettersets, scores, table);
}

/** C(m, k), for the sizes used here. */
function binomial(m: number, k: number): number {
  return CHOOSE[8 * m + k];
}

// ---------------------------------------------------------------------------------------------
// Beyond the original: one honeycomb, as a player sees it

/** The rank names of the game and the share of the maximum score each needs, in percent. */
export const RANKS: readonly (readonly [string, number])[] = [
  ["Beginner", 0], ["Good Start", 2], ["Moving Up", 5], ["Good", 8], ["Solid", 15],
  ["Nice", 25], ["Great", 40], ["Amazing", 50], ["Genius", 70], ["Queen Bee", 100],
];

/** What a player wants to know about one honeycomb. */
export interface Puzzle {
  readonly honeycomb: Honeycomb;
  /** The words it can make, alphabetically. */
  readonly words: Word[];
  readonly points: number;
  readonly pangrams: Word[];
  /** Each rank with the points it takes (the share of the maximum, rounded). */
  readonly ranks: { rank: string; points: number }[];
  /** How many words start with each letter and have each length. */
  readonly hints: HintsGrid;
}

/** Word counts by first letter (rows) and length (columns). */
export interface HintsGrid {
  readonly letters: Letter[];
  readonly lengths: number[];
  /** counts[r][c]: words starting with letters[r] of length lengths[c]. */
  readonly counts: number[][];
}

/**
 * The words, points, pangrams, rank thresholds and hints grid of one honeycomb.
 * @example puzzle(honeycomb("AEGINRT", "R"), big).points //=> 3898
 */
export function puzzle(h: Honeycomb, words: readonly Word[]): Puzzle {
  const made = words.filter((w) => canMake(h, w)).sort();
  const points = made.reduce((n, w) => n + wordScore(w), 0);
  const letters = [...new Set(made.map((w) => w[0]))].sort();
  const lengths = [...new Set(made.map((w) => w.length))].sort((a, b) => a - b);
  const counts = letters.map((l) => lengths.map((n) => made.filter((w) => w[0] === l && w.length === n).length));
  return {
    honeycomb: h,
    words: made,
    points,
    pangrams: made.filter(isPangram),
    ranks: RANKS.map(([rank, percent]) => ({ rank, points: Math.round((points * percent) / 100) })),
    hints: { letters, lengths, counts },
  };
}

/**
 * The hints grid as text, with totals, as the daily puzzle's hints page lays it out.
 * @example formatHints(puzzle(honeycomb("AEGLMPX", "G"), wordList("amalgam game glam megaplex")).hints)
 */
export function formatHints(grid: HintsGrid): string {
  const cell = (x: number | string) => String(x === 0 ? "-" : x).padStart(4);
  const rowTotals = grid.counts.map((row) => row.reduce((a, b) => a + b, 0));
  const colTotals = grid.lengths.map((_, c) => grid.counts.reduce((a, row) => a + row[c], 0));
  const lines = [["  ", ...grid.lengths.map(cell), cell("Σ")].join("")];
  grid.letters.forEach((l, r) => lines.push([`${l}:`, ...grid.counts[r].map(cell), cell(rowTotals[r])].join("")));
  lines.push(["Σ:", ...colTotals.map(cell), cell(rowTotals.reduce((a, b) => a + b, 0))].join(""));
  return lines.join("\n");
}

/**
 * A honeycomb drawn as SVG, as the puzzle shows it: the center letter in a yellow cell and the
 * other six around it, alphabetical clockwise from the top. Plain text, for a notebook or a page.
 * @example honeycombSvg(honeycomb("LAPGEMX", "G")).startsWith("<svg") //=> true
 */
export function honeycombSvg(h: Honeycomb, width = 160): string {
  const r = 20; // a cell's radius, center to corner; cells have flat tops
  const gap = 2.5;
  const step = Math.sqrt(3) * r + gap; // from the center of one cell to the next
  const cell = (x: number, y: number, letter: string, center: boolean) => {
    const corners = [0, 60, 120, 180, 240, 300].map((a) => {
      const t = (a * Math.PI) / 180;
      return `${(x + r * Math.cos(t)).toFixed(2)},${(y + r * Math.sin(t)).toFixed(2)}`;
    });
    return (
      `<polygon points="${corners.join(" ")}" fill="${center ? "#f7da21" : "#e6e6e6"}"/>` +
      `<text x="${x.toFixed(2)}" y="${(y + 6).toFixed(2)}" text-anchor="middle" font-size="17" font-weight="700"` +
      ` font-family="Helvetica, Arial, sans-serif" fill="#000">${letter}</text>`
    );
  };
  const outer = [...spell(h.letters & ~h.center)];
  const cells = [cell(0, 0, spell(h.center), true)];
  outer.forEach((letter, i) => {
    const t = ((i * 60 - 90) * Math.PI) / 180; // the first at the top, then clockwise
    cells.push(cell(step * Math.cos(t), step * Math.sin(t), letter, false));
  });
  const half = Math.ceil(step + r + 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" ` +
    `viewBox="${-half} ${-half} ${2 * half} ${2 * half}" role="img" aria-label="Spelling Bee honeycomb ${h}">` +
    `<title>Honeycomb ${h}: center ${spell(h.center)}</title>${cells.join("")}</svg>`
  );
}
