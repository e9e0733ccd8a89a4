/**
 * Hangman as a decision tree, after a Ruby solver (compile.rb, test.rb, word.rb) that compiles
 * one tree per word length: guess the letter found in the most remaining words (ties to the
 * alphabetically first), split the words by where that letter occurs (a miss is a branch of its
 * own), and go on with the letter removed. A player loses at the tenth missed letter.
 *
 * Letter positions are bitmasks (bit i for position i), so splitting words and walking the tree
 * never builds strings; the original's JSON format ("c1,3" keys) is produced only on export.
 */
import { count, quoted } from "./format";

/** A tree: a leaf (0 when the word is known, 1 when the letters ran out, as the original writes
 *  them), or a node guessing a letter with a branch for each set of positions it can occupy. */
export type HangmanTree = 0 | 1 | HangmanNode;

export interface HangmanNode {
  /** The letter to guess, "a" to "z". */
  readonly letter: string;
  /** Branches by position mask: bit i set when the letter is at position i; 0 for a miss. */
  readonly branches: ReadonlyMap<number, HangmanTree>;
}

const A = 97;
const ALL_LETTERS = (1 << 26) - 1;

/** A word list prepared for compiling: lowercase letters only, one length. */
interface Prepared {
  readonly words: readonly string[];
  readonly letters: Int32Array; // the set of letters of each word
  readonly length: number;
  readonly symbols: Uint8Array; // word i's letters (0 = a) at length * i …
  readonly scratch: Int32Array; // each word's group in the split being made, reused by every split
  /** greedyLost's scratch, one per depth of its recursion (it guesses a letter per level). */
  readonly levels: Level[];
}

/** A split kept in place: group j is flat[starts[j]] … flat[starts[j + 1] − 1], with masks[j]. */
interface Level {
  readonly flat: Int32Array;
  readonly masks: Int32Array;
  readonly starts: Int32Array;
  readonly counts: Counts;
}

function prepare(words: readonly string[]): Prepared {
  const length = words[0]?.length ?? 0;
  const letters = new Int32Array(words.length);
  const symbols = new Uint8Array(words.length * length);
  words.forEach((w, i) => {
    for (let k = 0; k < w.length; k++) {
      symbols[i * length + k] = w.charCodeAt(k) - A;
      letters[i] |= 1 << (w.charCodeAt(k) - A);
    }
  });
  return { words, letters, length, symbols, scratch: new Int32Array(words.length), levels: [] };
}

/** p's scratch at a depth of greedyLost's recursion, made the first time it is reached. */
function levelOf(p: Prepared, depth: number): Level {
  const n = p.words.length;
  return (p.levels[depth] ??= { flat: new Int32Array(n), masks: new Int32Array(n), starts: new Int32Array(n + 1), counts: new Array<number>(26) });
}

/** Where a letter occurs in a word, as a bitmask of positions (0 if nowhere). */
export function positions(word: string, letter: string): number {
  const code = letter.charCodeAt(0);
  let mask = 0;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) === code) mask |= 1 << i;
  return mask;
}

/** Checks every word of a list (lowercased), and that none is there twice. */
function checkList(words: readonly string[]): string[] {
  const list = words.map(checkWord);
  const seen = new Set<string>();
  for (const w of list) {
    if (seen.has(w)) throw new Error(`the word list has "${w}" twice`);
    seen.add(w);
  }
  return list;
}

/** Checks a word a person might give: letters a to z only, at least one. */
export function checkWord(word: string): string {
  if (word.length === 0) throw new Error("a hangman word needs at least one letter");
  if (!/^[a-z]+$/i.test(word)) throw new Error(`${quoted(word)} has characters other than the letters a to z`);
  if (word.length > 31) throw new Error(`${quoted(word)} is longer than 31 letters`);
  return word.toLowerCase();
}

/** A count for each letter a–z. */
type Counts = number[];

/** How many of the words contain each letter of `chars` (in `counts`, if given). */
function letterCounts(p: Prepared, ws: Int32Array, chars: number, counts: Counts = new Array<number>(26)): Counts {
  // A plain array: a typed array this small costs more to make than to fill.
  counts.fill(0);
  for (let i = 0; i < ws.length; i++) {
    for (let m = p.letters[ws[i]] & chars; m !== 0; m &= m - 1) counts[31 - Math.clz32(m & -m)]++;
  }
  return counts;
}

/** The letter most words contain, among the letters still to guess; ties to the first in a–z. */
function mostCommon(counts: Counts, chars: number): number {
  let letter = -1;
  for (let c = 0; c < 26; c++) if (chars & (1 << c) && (letter < 0 || counts[c] > counts[letter])) letter = c;
  return letter;
}

/** The words grouped by the positions of a letter, groups in order of first appearance. */
function split(p: Prepared, ws: Int32Array, letter: number): Map<number, Int32Array> {
  const n = ws.length;
  const [flat, masks, starts] = [new Int32Array(n), new Int32Array(n), new Int32Array(n + 1)];
  const groups = new Map<number, Int32Array>();
  for (let j = 0, m = splitInto(p, ws, letter, { flat, masks, starts }); j < m; j++) groups.set(masks[j], flat.subarray(starts[j], starts[j + 1]));
  return groups;
}

/**
 * The words grouped by the positions of a letter, in a level's arrays: group j is flat[starts[j]]
 * … flat[starts[j + 1] − 1], its mask masks[j], in order of first appearance. Returns the number
 * of groups. greedyLost, which splits millions of groups only to add them up, reuses its arrays.
 */
function splitInto(p: Prepared, ws: Int32Array, letter: number, level: Omit<Level, "counts">): number {
  const { symbols, length, scratch } = p;
  const { flat, masks, starts } = level;
  let m = 0;
  for (let i = 0; i < ws.length; i++) {
    const at = ws[i] * length;
    let mask = 0;
    for (let k = 0; k < length; k++) if (symbols[at + k] === letter) mask |= 1 << k;
    let j = 0;
    while (j < m && masks[j] !== mask) j++;
    if (j === m) {
      masks[m] = mask;
      starts[m++] = 0;
    }
    starts[j]++; // a size, for now
    scratch[i] = j;
  }
  // Sizes to starts; then each word to its group's next place, which leaves each start at its
  // group's end, so one shift makes them starts again.
  for (let j = 0, at = 0; j < m; j++) {
    const size = starts[j];
    starts[j] = at;
    at += size;
  }
  for (let i = 0; i < ws.length; i++) flat[starts[scratch[i]]++] = ws[i];
  for (let j = m; j > 0; j--) starts[j] = starts[j - 1];
  starts[0] = 0;
  return m;
}

/**
 * The original's tree for some words of one length, with the letters in `chars` left to guess.
 * A node's letter counts are the sum of its branches' counts, so the largest branch gets its
 * counts by subtracting the others' from the node's: only the smaller groups are counted.
 */
function greedy(p: Prepared, ws: Int32Array, chars: number, counts = letterCounts(p, ws, chars)): HangmanTree {
  if (ws.length === 0) return 0;
  if (chars === 0) return 1;
  const letter = mostCommon(counts, chars);
  if (counts[letter] === 0) return 0; // no letter left occurs in any word: the word is known
  const rest = chars & ~(1 << letter);
  const groups = split(p, ws, letter);
  let largest = -1;
  let size = -1;
  for (const [mask, group] of groups) if (group.length > size) [largest, size] = [mask, group.length];
  const own = new Map<number, Counts>();
  const remainder = counts.slice();
  for (const [mask, group] of groups) {
    if (mask === largest) continue;
    const c = letterCounts(p, group, rest);
    own.set(mask, c);
    for (let k = 0; k < 26; k++) remainder[k] -= c[k];
  }
  own.set(largest, remainder);
  const branches = new Map<number, HangmanTree>();
  for (const [mask, group] of groups) branches.set(mask, greedy(p, group, rest, own.get(mask)!));
  return { letter: String.fromCharCode(A + letter), branches };
}

// ---------------------------------------------------------------------------------------------
// Playing and scoring

/** The original's rule: the tenth miss loses (a miss never completes a word, so a won game has nine at most). */
export const MAX_MISSES = 10;

/** How a word fares against a tree: the misses on its path, and whether it is solved in time. */
export interface Outcome {
  readonly solved: boolean;
  readonly misses: number;
  /** The guesses as the original prints them: a hit as its letter, a miss as "x!". */
  readonly guesses: string[];
}

/** One guess on a word's path through a tree. */
export interface Step {
  readonly letter: string;
  /** Where the letter is in the word, as a position mask (0 for a miss). */
  readonly positions: number;
  /** The tree below this guess: what the player knows after it. */
  readonly next: HangmanTree;
}

/**
 * A word's path through a tree, every guess down to the leaf, whatever the misses.
 * @throws Error when the tree has no branch for the word (it was not among the compiled words)
 */
export function steps(tree: HangmanTree, word: string): Step[] {
  const path: Step[] = [];
  for (let node = tree; typeof node !== "number"; ) {
    const mask = positions(word, node.letter);
    const next = node.branches.get(mask);
    if (next === undefined) throw new Error(`"${word}" is not among the words the tree was compiled from`);
    path.push({ letter: node.letter, positions: mask, next });
    node = next;
  }
  return path;
}

/**
 * Plays a word against a tree as the original's test does: while misses remain, guess the node's
 * letter and follow the branch of its positions; reaching a leaf solves the word (even on the
 * last miss allowed). The misses on the whole path are counted either way.
 * @throws Error when the tree has no branch for the word (it was not among the compiled words)
 */
export function play(tree: HangmanTree, word: string, maxMisses = MAX_MISSES): Outcome {
  let misses = 0;
  let failed = false;
  const guesses: string[] = [];
  for (const { letter, positions: mask } of steps(tree, word)) {
    if (misses >= maxMisses) failed = true;
    if (mask === 0) misses++;
    if (!failed) guesses.push(mask ? letter : `${letter}!`);
  }
  return { solved: !failed, misses, guesses };
}

/** A played word in the original's words: "hello: el!ho" style, with " -- FAIL" when lost. */
export function describePlay(word: string, outcome: Outcome): string {
  return `${word}: ${outcome.guesses.join("")}${outcome.solved ? "" : " -- FAIL"}`;
}

/** How many words a tree tells apart (one per leaf): the words still possible where it starts. */
export function wordsUnder(tree: HangmanTree): number {
  if (typeof tree === "number") return 1;
  let n = 0;
  for (const sub of tree.branches.values()) n += wordsUnder(sub);
  return n;
}

// ---------------------------------------------------------------------------------------------
// A stronger strategy: rollout

/**
 * A tree that loses no more words than the original's, and usually fewer. Where the original's
 * subtree would lose words, try the letters still possible (for groups of over 500 words, the
 * eight most common), play the original's strategy below each, and keep the letter that loses
 * fewest (ties to the original's choice); then improve each branch the same way. Where the
 * original's subtree loses nothing, it is kept as it is. The original's choice is always among
 * those tried, so no group ever loses more words than under the original's tree.
 */
function rollout(p: Prepared, ws: Int32Array, chars: number, misses: number, maxMisses: number): HangmanTree {
  const counts = letterCounts(p, ws, chars);
  if (greedyLost(p, ws, chars, misses, maxMisses, 1, counts) === 0) return greedy(p, ws, chars, counts);
  const baseLetter = mostCommon(counts, chars);
  let candidates = Array.from({ length: 26 }, (_, c) => c).filter((c) => chars & (1 << c) && counts[c] > 0 && c !== baseLetter);
  if (ws.length > 500) candidates = candidates.sort((a, b) => counts[b] - counts[a] || a - b).slice(0, 7);
  /** The words lost guessing c here and the original's way below, stopping once past `bound`. */
  const cost = (c: number, bound: number): number => {
    let total = 0;
    for (const [mask, group] of split(p, ws, c)) {
      total += greedyLost(p, group, chars & ~(1 << c), misses + (mask === 0 ? 1 : 0), maxMisses, bound - total);
      if (total >= bound) break;
    }
    return total;
  };
  let best = baseLetter;
  let bestLost = cost(baseLetter, Infinity);
  for (const c of candidates) {
    const lost = cost(c, bestLost);
    if (lost < bestLost) [best, bestLost] = [c, lost];
  }
  const rest = chars & ~(1 << best);
  const branches = new Map<number, HangmanTree>();
  for (const [mask, group] of split(p, ws, best)) {
    const after = misses + (mask === 0 ? 1 : 0);
    branches.set(mask, after >= maxMisses ? greedy(p, group, rest) : rollout(p, group, rest, after, maxMisses));
  }
  return { letter: String.fromCharCode(A + best), branches };
}

/**
 * The words the original's tree for `ws` loses when reached with `misses` spent, without building
 * the tree, stopping once past `bound`: none at a leaf (the word is known), every word when a
 * guess is still needed and no misses are left, else the sum over the branches.
 */
function greedyLost(p: Prepared, ws: Int32Array, chars: number, misses: number, maxMisses: number, bound: number, known?: Counts, depth = 0): number {
  if (chars === 0) return 0; // a leaf: every letter guessed
  // One word: every guess left is one of its letters, a hit, so it is lost only if one is needed.
  if (ws.length === 1) return misses >= maxMisses && (p.letters[ws[0]] & chars) !== 0 ? 1 : 0;
  const level = levelOf(p, depth);
  const counts = known ?? letterCounts(p, ws, chars, level.counts);
  const letter = mostCommon(counts, chars);
  if (counts[letter] === 0) return 0; // a leaf: the word is known
  if (misses >= maxMisses) return ws.length; // a guess is still needed, and no misses are left
  const rest = chars & ~(1 << letter);
  let lost = 0;
  const groups = splitInto(p, ws, letter, level);
  const { flat, masks, starts } = level;
  for (let j = 0; j < groups && lost < bound; j++) {
    const group = flat.subarray(starts[j], starts[j + 1]);
    lost += greedyLost(p, group, rest, misses + (masks[j] === 0 ? 1 : 0), maxMisses, bound - lost, undefined, depth + 1);
  }
  return lost;
}

/** The strategies: the original's most-common-letter rule, and rollout over it. */
export type Strategy = "frequency" | "rollout";

/**
 * One tree per word length, lengths in order of first appearance in the list (as the original's
 * JSON has them).
 * @throws Error for an empty list, a word with characters other than a–z, or a repeated word
 */
export function compileTrees(words: readonly string[], strategy: Strategy = "frequency", maxMisses = MAX_MISSES): Map<number, HangmanTree> {
  if (words.length === 0) throw new Error("no words to compile");
  const byLength = new Map<number, string[]>();
  for (const w of checkList(words)) {
    const list = byLength.get(w.length);
    if (list) list.push(w);
    else byLength.set(w.length, [w]);
  }
  const trees = new Map<number, HangmanTree>();
  for (const [length, list] of byLength) {
    const p = prepare(list);
    const all = Int32Array.from(list, (_, i) => i);
    trees.set(length, strategy === "frequency" ? greedy(p, all, ALL_LETTERS) : rollout(p, all, ALL_LETTERS, 0, maxMisses));
  }
  return trees;
}

/** The tree for a word's length. @throws Error for a length no tree covers */
export function treeFor(trees: ReadonlyMap<number, HangmanTree>, word: string): HangmanTree {
  const tree = trees.get(checkWord(word).length);
  if (tree === undefined) throw new Error(`no tree for words of ${word.length} letters (the list has lengths ${[...trees.keys()].sort((a, b) => a - b).join(", ")})`);
  return tree;
}

// ---------------------------------------------------------------------------------------------
// The original's JSON format

/**
 * The trees as the original's tree.json: {"5": {"e1": {...}, "": {...}}, ...}, a key being the
 * letter followed by its positions ("c1,3"), "" for a miss, and leaves 0 or 1.
 */
export function toJson(trees: ReadonlyMap<number, HangmanTree>): string {
  // Written out piece by piece: the keys need no escaping ("" or a letter and digits), and a
  // JavaScript object would put integer keys (the lengths) in numeric order, where the original
  // keeps them in the order the word list first has them.
  const out: string[] = [];
  const write = (tree: HangmanTree) => {
    if (typeof tree === "number") return void out.push(String(tree));
    let first = true;
    out.push("{");
    for (const [mask, sub] of tree.branches) {
      out.push(first ? '"' : ',"', key(tree.letter, mask), '":');
      first = false;
      write(sub);
    }
    out.push("}");
  };
  out.push("{");
  let first = true;
  for (const [length, tree] of trees) {
    out.push(first ? '"' : ',"', String(length), '":');
    first = false;
    write(tree);
  }
  out.push("}");
  return out.join("");
}

function key(letter: string, mask: number): string {
  if (mask === 0) return "";
  let k = letter;
  for (let i = 0, sep = ""; i < 32; i++) if (mask & (1 << i)) [k, sep] = [k + sep + i, ","];
  return k;
}

/**
 * Reads trees in the original's format.
 * @throws Error naming the first thing that does not fit the format
 */
export function fromJson(json: string): Map<number, HangmanTree> {
  // The path to the node being read, for an error message (built only then).
  const path: string[] = [];
  const fail = (what: string) => new Error(`${path.join("/")}: ${what}`);
  const parse = (value: unknown): HangmanTree => {
    if (value === 0 || value === 1) return value;
    if (typeof value !== "object" || value === null) throw fail("expected 0, 1 or an object");
    let letter = "";
    const branches = new Map<number, HangmanTree>();
    for (const k in value) {
      const mask = k === "" ? 0 : placesOf(k);
      if (mask < 0) throw fail(`bad key "${k}"`);
      if (k !== "" && letter !== "" && k[0] !== letter) throw fail("a node's keys must all start with one letter");
      if (k !== "") letter = k[0];
      path.push(k);
      branches.set(mask, parse((value as Record<string, unknown>)[k]));
      path.pop();
    }
    if (letter === "") throw fail("a node's keys must all start with one letter");
    return { letter, branches };
  };
  let top: Record<string, unknown>;
  try {
    top = JSON.parse(json);
  } catch (e) {
    const at = /position (\d+)/.exec((e as Error).message);
    throw new Error(`tree.json is not valid JSON${at ? ` (it goes wrong at character ${at[1]})` : " (it ends too soon)"}`);
  }
  if (typeof top !== "object" || top === null || Array.isArray(top)) throw new Error("tree.json must hold an object of trees by word length");
  return new Map(
    topKeys(json).map((length) => {
      path.push(length);
      const tree = parse(top[length]);
      path.pop();
      return [Number(length), tree];
    }),
  );
}

/** The places a key such as "c1,3" names, as a bitmask; −1 if it is not a letter and places. */
function placesOf(k: string): number {
  const letter = k.charCodeAt(0);
  if (!(letter >= A && letter < A + 26) || k.length < 2) return -1;
  let mask = 0;
  let place = -1; // the number being read, −1 before its first digit
  for (let i = 1; i <= k.length; i++) {
    const c = i < k.length ? k.charCodeAt(i) : 44; // a comma ends the last number too
    if (c >= 48 && c <= 57) place = (place < 0 ? 0 : place * 10) + c - 48;
    else if (c === 44 && place >= 0 && place < 32) [mask, place] = [mask | (1 << place), -1];
    else return -1;
  }
  return mask;
}

/** The keys of a JSON object's top level in the order written (JSON.parse sorts integer keys). */
function topKeys(json: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      let j = i + 1;
      while (json[j] !== '"') j += json[j] === "\\" ? 2 : 1;
      if (depth === 1 && expectKey) keys.push(JSON.parse(json.slice(i, j + 1)));
      expectKey = false;
      i = j;
    } else if (c === "{" || c === "[") {
      depth++;
      expectKey = c === "{" && depth === 1;
    } else if (c === "}" || c === "]") depth--;
    else if (c === "," && depth === 1) expectKey = true;
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------
// The best possible: exhaustive search, for small lists

/**
 * The fewest words any tree can lose on a list of same-length words, by exhaustive search over
 * every letter that splits each group. Exponential: meant for lists of a hundred words or so, to
 * show when a strategy is already the best there is.
 *
 * What a group costs depends only on its words and the misses so far, not on which letters were
 * guessed: a letter guessed before stands at the same places in every word of the group, as does
 * any letter that would not split it, and both are never worth guessing. So the search remembers
 * (group, misses), with each group a bitset of word numbers, split by a letter with one AND per
 * pattern of places. Two shortcuts, both exact: a group of k words with more than k − 1 misses
 * to spare loses none (each miss leaves a smaller group, so no word meets k − 1 misses before it
 * stands alone); and with one miss to spare, a letter loses every word without it, so once the
 * letters (tried by words hit, most first) lose at least the best found, the rest lose more.
 * @throws Error for words of different lengths, or a word twice
 */
export function fewestFailures(words: readonly string[], maxMisses = MAX_MISSES): number {
  const list = checkList(words);
  if (new Set(list.map((w) => w.length)).size > 1) throw new Error("fewestFailures takes words of one length");
  if (list.length === 0) return 0;
  const size = Math.ceil(list.length / 32); // numbers per bitset
  // For each letter, the words by where it stands in them (a pattern of places, 0 for nowhere):
  // letter c's patterns are first[c] … first[c + 1] − 1, each a bitset in one flat array, the
  // miss (pattern 0) first.
  const first = new Int32Array(27);
  const flat: number[] = [];
  for (let c = 0; c < 26; c++) {
    first[c] = flat.length / size;
    const sets = new Map<number, number[]>([[0, new Array(size).fill(0)]]);
    list.forEach((w, i) => {
      const pattern = positions(w, String.fromCharCode(A + c));
      if (!sets.has(pattern)) sets.set(pattern, new Array(size).fill(0));
      sets.get(pattern)![i >> 5] |= 1 << (i & 31);
    });
    for (const set of sets.values()) flat.push(...set);
  }
  first[26] = flat.length / size;
  const sets = Int32Array.from(flat);
  const memo = new SetMemo(size);
  const hits = new Int32Array(26);
  // One bitset per depth of the search for the group being split there (a letter per level).
  const parts = Array.from({ length: 27 }, () => new Int32Array(size));
  const value = (group: Int32Array, k: number, misses: number, depth: number): number => {
    if (misses >= maxMisses) return k;
    if (k - 1 < maxMisses - misses) return 0;
    const known = memo.get(group, misses);
    if (known >= 0) return known;
    const letters: number[] = [];
    for (let c = 0; c < 26; c++) {
      let split = 0;
      for (let j = first[c]; j < first[c + 1]; j++) if (common(group, sets, j * size) > 0) split++;
      if (split < 2) continue; // tells nothing new: never worth a guess
      letters.push(c);
      hits[c] = k - common(group, sets, first[c] * size);
    }
    // Most hits first, ties in a–z order (an insertion sort: there are 26 letters at most).
    for (let a = 1; a < letters.length; a++) {
      const c = letters[a];
      let b = a;
      for (; b > 0 && hits[letters[b - 1]] < hits[c]; b--) letters[b] = letters[b - 1];
      letters[b] = c;
    }
    const hitsOf = letters.map((c) => hits[c]); // hits is shared with the calls below
    const part = parts[depth];
    let best = k;
    for (let l = 0; l < letters.length && best > 0; l++) {
      // One miss left: a letter loses every word without it, and the letters after it hit fewer.
      if (misses + 1 === maxMisses && k - hitsOf[l] >= best) break;
      let total = 0;
      const c = letters[l];
      for (let j = first[c]; j < first[c + 1]; j++) {
        for (let i = 0; i < size; i++) part[i] = group[i] & sets[j * size + i];
        const n = common(part, part, 0);
        if (n > 0) total += value(part, n, misses + (j === first[c] ? 1 : 0), depth + 1);
        if (total >= best) break;
      }
      best = Math.min(best, total);
    }
    memo.set(group, misses, best);
    return best;
  };
  const all = new Int32Array(size);
  list.forEach((_, i) => (all[i >> 5] |= 1 << (i & 31)));
  return value(all, list.length, 0, 0);
}

/** How many members a bitset shares with the one at `at` in `b`. */
function common(a: ArrayLike<number>, b: ArrayLike<number>, at: number): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    let x = a[i] & b[at + i];
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    n += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/**
 * What fewestFailures knows: a value (at least 0) for each (bitset, misses), in one typed array
 * with open addressing, each entry's value, misses and bitset side by side (one cache line to
 * read, where the memo is tens of megabytes). A Map keyed by strings does the same at half the
 * speed (1.2 million groups for the two-letter words).
 */
class SetMemo {
  private capacity = 1 << 16;
  private readonly width: number; // value + 1 (0: a free slot), misses, then the bitset
  private entries: Int32Array;
  private stored = 0;

  constructor(private readonly size: number) {
    this.width = size + 2;
    this.entries = new Int32Array(this.capacity * this.width);
  }

  /** The value kept for (set, misses), or −1. */
  get(set: ArrayLike<number>, misses: number): number {
    return this.entries[this.slot(set, misses) * this.width] - 1;
  }

  set(set: ArrayLike<number>, misses: number, value: number): void {
    const at = this.slot(set, misses) * this.width;
    if (this.entries[at] === 0) this.stored++;
    this.entries[at] = value + 1;
    this.entries[at + 1] = misses;
    for (let i = 0; i < this.size; i++) this.entries[at + 2 + i] = set[i];
    if (this.stored * 2 > this.capacity) this.grow();
  }

  /** Where (set, misses) is kept, or the free slot where it would go. */
  private slot(set: ArrayLike<number>, misses: number): number {
    const { entries, width, size } = this;
    let h = Math.imul(misses + 1, 0x9e3779b1);
    for (let i = 0; i < size; i++) h = Math.imul(h ^ set[i], 0x85ebca6b) ^ (h >>> 13);
    for (let slot = (h >>> 0) & (this.capacity - 1); ; slot = (slot + 1) & (this.capacity - 1)) {
      const at = slot * width;
      if (entries[at] === 0) return slot;
      let same = entries[at + 1] === misses;
      for (let i = 0; same && i < size; i++) same = entries[at + 2 + i] === set[i];
      if (same) return slot;
    }
  }

  private grow(): void {
    const [old, width] = [this.entries, this.width];
    this.capacity *= 2;
    this.entries = new Int32Array(this.capacity * width);
    this.stored = 0;
    for (let at = 0; at < old.length; at += width) {
      if (old[at] > 0) this.set(old.subarray(at + 2, at + width), old[at + 1], old[at] - 1);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reports

/** The outcome of every word of a list against its length's tree. */
export function evaluate(trees: ReadonlyMap<number, HangmanTree>, words: readonly string[], maxMisses = MAX_MISSES): Outcome[] {
  return words.map((w) => play(treeFor(trees, w), w, maxMisses));
}

/** Words, failures, success rate and mean misses for each word length. */
export interface LengthReport {
  length: number;
  words: number;
  failures: number;
  successRate: number;
  meanMisses: number;
}

export function byLength(words: readonly string[], outcomes: readonly Outcome[]): LengthReport[] {
  if (outcomes.length !== words.length) throw new Error(`byLength needs one outcome per word: ${count(words.length, "word").trim()}, ${count(outcomes.length, "outcome").trim()}`);
  const rows = new Map<number, LengthReport>();
  words.forEach((w, i) => {
    const row = rows.get(w.length) ?? { length: w.length, words: 0, failures: 0, successRate: 0, meanMisses: 0 };
    row.words++;
    if (!outcomes[i].solved) row.failures++;
    row.meanMisses += outcomes[i].misses;
    rows.set(w.length, row);
  });
  return [...rows.values()]
    .sort((a, b) => a.length - b.length)
    .map((r) => ({ ...r, successRate: (100 * (r.words - r.failures)) / r.words, meanMisses: r.meanMisses / r.words }));
}

/**
 * The original's test: `rounds` rounds of `size` words drawn at random (without repeats within
 * a round), each played against its tree; returns the percent solved. The original drew with
 * Ruby's unseeded generator, so only the procedure, not its sample, can be repeated.
 */
export function sampledRate(
  trees: ReadonlyMap<number, HangmanTree>,
  words: readonly string[],
  random: { randbelow(n: number): number },
  rounds = 100,
  size = 80,
): number {
  if (words.length < size) throw new Error(`a sample of ${count(size, "word").trim()} needs at least that many words; the list has ${words.length}`);
  let solved = 0;
  const pool = [...words];
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < size; k++) {
      // A partial shuffle: the first `size` places become the round's sample.
      const j = k + random.randbelow(pool.length - k);
      [pool[k], pool[j]] = [pool[j], pool[k]];
      if (play(treeFor(trees, pool[k]), pool[k]).solved) solved++;
    }
  }
  return (100 * solved) / (rounds * size);
}
