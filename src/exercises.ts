/**
 * The checks behind each notebook's exercises. A student writes a function; its check runs it on
 * real cases beside the library's answer and says, in words, whether it is right, and if not, the
 * first case where it differs. A check never throws: a student's error is reported as text, so a
 * notebook saved with an unfinished answer still runs clean. Sections follow the notebooks.
 */
import * as bee from "./spellingBee";
import { consistentTargets, Game, keepsHints, reply, Word, wordle } from "./game";
import { checkTree, entropy, evilReply, expectation, isNode, max, partition, partitionCounts, rankFirstGuesses, Tree } from "./guessTree";
import * as H from "./hangman";
import { clue } from "./clueContest";
import { ladder, neighbors, poolGrowth, WordGraph } from "./wordGraph";
import { optimalTree } from "./optimal/index";
import { thousands } from "./format";
import { PythonRandom } from "./random";

/** What a check says about an answer. */
export interface Verdict {
  readonly right: boolean;
  readonly says: string;
}

/** One case: the input in words, and what the library answers. */
interface Case<I, A> {
  readonly input: I;
  readonly shown: string;
  readonly expected: A;
}

/** A value as the verdict shows it: strings quoted, long lists cut, fractions to six places. */
function showValue(value: unknown): string {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  if (Array.isArray(value) && value.length > 8)
    return `${JSON.stringify(value.slice(0, 8)).slice(0, -1)}, … (${thousands(value.length)} in all)]`;
  return JSON.stringify(value) ?? String(value);
}

/** Exact agreement, as values (lists and strings compared whole). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Runs a student's function on every case and compares with the library's answer; the first
 * disagreement (or error) is the verdict. `same` decides agreement (exact by default).
 */
export function compare<I, A>(
  what: string,
  cases: readonly Case<I, A>[],
  theirs: (input: I) => A,
  same: (yours: A, expected: A) => boolean = sameValue,
): Verdict {
  for (const [k, { input, shown, expected }] of cases.entries()) {
    let yours: A;
    try {
      yours = theirs(input);
    } catch (e) {
      return notYet(`for ${shown}, your ${what} stopped with "${(e as Error).message}"`, k);
    }
    if (!same(yours, expected)) {
      const [y, e] = [showValue(yours), showValue(expected)];
      const line = `for ${shown}, your ${what} is ${y} where it should be ${e}`;
      // Printed output is not wrapped: a verdict too long for a page's width is set on lines,
      // long values each on a line of its own.
      const [sep, indent] = y.length + e.length <= 30 ? [" ", ""] : ["\n", "  "];
      const lines = `for ${shown}, your ${what} is${sep}${indent}${y}\nwhere it should be${sep}${indent}${e}`;
      return notYet(line.length <= 80 ? line : lines, k);
    }
  }
  return { right: true, says: `Right: your ${what} agrees with the library on all ${thousands(cases.length)} cases.` };
}

function notYet(what: string, agreed: number): Verdict {
  const before = agreed === 0 ? "" : `the ${thousands(agreed)} case${agreed === 1 ? "" : "s"} before it agreed`;
  const tail = before === "" ? "" : what.includes("\n") ? `\n(${before})` : ` (${before})`;
  return { right: false, says: `Not yet: ${what}${tail}.` };
}

const near = (a: number, b: number) => typeof a === "number" && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

// ---------------------------------------------------------------------------------------------
// SpellingBee

/** Exercise: a word's score (1 for four letters, else its length; 7 more for a pangram). */
export function checkWordScore(theirs: (word: Word) => number, words: readonly Word[]): Verdict {
  const cases = words.map((w) => ({ input: w, shown: w, expected: bee.wordScore(w) }));
  return compare("score", cases, theirs);
}

/** Exercise: can a honeycomb make a word (only its letters, and its center at least once)? */
export function checkCanMake(theirs: (letters: string, center: string, word: Word) => boolean, words: readonly Word[]): Verdict {
  const combs = [bee.honeycomb("AEGLMPX", "G"), bee.honeycomb("ADEINRT", "E"), bee.honeycomb("ACINOTU", "U")];
  const cases = combs.flatMap((h) =>
    words.map((w) => ({
      input: [bee.spell(h.letters), bee.spell(h.center), w] as const,
      shown: `the honeycomb ${h} and ${w}`,
      expected: bee.canMake(h, w),
    })),
  );
  return compare("answer", cases, ([letters, center, w]) => theirs(letters, center, w));
}

/** The changed rule the third Spelling Bee exercise asks for: a point a letter past three, pangrams 7 more. */
export function pastThreeScore(word: Word): number {
  return word.length - 3 + (bee.isPangram(word) ? 7 : 0);
}

/**
 * Exercise: the score rule changed to one point for each letter past the third (pangrams still 7
 * more); when the rule is right, the best honeycomb with a pangram under it, by branch and bound.
 */
export function checkPastThree(theirs: (word: Word) => number, words: readonly Word[]): Verdict {
  const cases = words.map((w) => ({ input: w, shown: w, expected: pastThreeScore(w) }));
  const verdict = compare("score", cases, theirs);
  if (!verdict.right) return verdict;
  const best = bee.branchAndBound(new bee.PointsTable(words, theirs));
  return { right: true, says: `${verdict.says} Under it the best honeycomb is ${best.honeycomb}, with ${thousands(best.score)} points.` };
}

// ---------------------------------------------------------------------------------------------
// Wordle

/**
 * Exercise: Evil Wordle's reply, the one that leaves the most targets (ties to the reply whose
 * group comes first in the targets' order), all green only when nothing else is left.
 */
export function checkEvilReply(theirs: (guess: Word, targets: readonly Word[]) => string, game: Game): Verdict {
  const sets = [game.targets, game.targets.filter((t) => t.includes("Z")), game.targets.filter((t) => t.endsWith("IGHT")), ["CRANE"]];
  const cases = ["ROAST", "FUZZY", "CRANE", "NIGHT"].flatMap((g) =>
    sets.map((targets) => ({
      input: [g, targets] as const,
      shown: `guess ${g} with ${targets.length === 1 ? `only ${targets[0]}` : `${thousands(targets.length)} targets`} left`,
      expected: evilReply(game, [...partition(game, g, targets)].map(([r, group]) => [r, group.length] as const)),
    })),
  );
  return compare("reply", cases, ([g, targets]) => theirs(g, targets));
}

/** Exercise: the targets still possible after a guess and its reply, in the list's order. */
export function checkConsistent(theirs: (targets: readonly Word[], guess: Word, reply: string) => Word[], game: Game): Verdict {
  const cases = ["CRANE", "SPEED", "LLAMA"].flatMap((g) =>
    [...new Set(game.targets.map((t) => reply(game, g, t)))].map((r) => ({
      input: [g, r] as const,
      shown: `guess ${g} and reply ${r}`,
      expected: consistentTargets(game, game.targets, g, r),
    })),
  );
  return compare("list", cases, ([g, r]) => theirs(game.targets, g, r));
}

/** Exercise: the entropy of a partition, in bits, from its group sizes. */
export function checkEntropy(theirs: (counts: number[]) => number, game: Game): Verdict {
  const cases = game.targets.slice(0, 60).map((g) => {
    const counts = partitionCounts(game, g, game.targets);
    return { input: counts, shown: `${g}'s ${counts.length} groups`, expected: entropy(counts) };
  });
  return compare("entropy", cases, (c) => theirs([...c]), near);
}

// ---------------------------------------------------------------------------------------------
// OptimalWordle

/** Exercise: a tree's total, the guesses it takes summed over every target it finds. */
export function checkTreeTotal(theirs: (tree: Tree) => number, game: Game, trees: readonly Tree[]): Verdict {
  const cases = trees.map((tree) => ({
    input: tree,
    shown: `the tree that opens with ${isNode(tree) ? tree.guess : tree}`,
    expected: checkTree(game, tree).total,
  }));
  return compare("total", cases, theirs);
}

/** Exercise: hard mode's rule, does a guess keep the hints of the guess and reply before it? */
export function checkKeepsHints(theirs: (guess: Word, previous: Word, reply: string) => boolean, game: Game): Verdict {
  const cases = ["SALET", "SPEED", "LLAMA"].flatMap((previous) => {
    const target = game.targets[17];
    const r = reply(game, previous, target);
    return game.targets.map((g) => ({ input: [g, previous, r] as const, shown: `${g} after ${previous} ${r}`, expected: keepsHints(g, previous, r) }));
  });
  return compare("answer", cases, ([g, p, r]) => theirs(g, p, r));
}

/**
 * Exercise: the least total of any tree for a small set of targets, each one guessed from the set
 * itself, by trying every guess (no guess limit). Checked on the groups the opening leaves.
 */
export function checkLeastTotal(theirs: (targets: readonly Word[]) => number, groups: readonly (readonly Word[])[]): Verdict {
  const cases = groups.map((targets) => ({
    input: targets,
    shown: `the ${targets.length} targets ${targets.join(" ")}`,
    expected: optimalTree(wordle(targets), { maxGuesses: Infinity }).total,
  }));
  return compare("least total", cases, theirs);
}

// ---------------------------------------------------------------------------------------------
// Hangman

/** Exercise: the positions of a letter in a word, bit i set for position i (0 when it is missing). */
export function checkPositions(theirs: (word: string, letter: string) => number, words: readonly string[]): Verdict {
  const cases = words.flatMap((w) => [...new Set(["e", "s", w[0], w[w.length - 1]])].map((c) => ({ input: [w, c] as const, shown: `"${c}" in ${w}`, expected: H.positions(w, c) })));
  return compare("position mask", cases, ([w, c]) => theirs(w, c));
}

/** Exercise: the misses a word costs against a tree, its whole path counted. */
export function checkMisses(theirs: (tree: H.HangmanTree, word: string) => number, trees: ReadonlyMap<number, H.HangmanTree>, words: readonly string[]): Verdict {
  const cases = words.map((w) => ({ input: w, shown: w, expected: H.play(H.treeFor(trees, w), w).misses }));
  return compare("count of misses", cases, (w) => theirs(H.treeFor(trees, w), w));
}

/**
 * A tree for words of one length built with any chooser of the next letter, as the original
 * builds its own: split by the letter's positions, recurse with the letter removed.
 */
export function treeWith(words: readonly string[], choose: (words: string[], letters: string) => string | null, letters = "abcdefghijklmnopqrstuvwxyz"): H.HangmanTree {
  if (letters === "") return 1; // the alphabet ran out
  if (![...letters].some((c) => words.some((w) => w.includes(c)))) return 0; // the word is known
  const letter = choose([...words], letters);
  if (typeof letter !== "string" || letter.length !== 1 || !letters.includes(letter))
    throw new Error(`it chose ${showValue(letter)} with ${words.length} words left and "${letters}" to choose from`);
  const groups = new Map<number, string[]>(); // by the positions of the letter (0: a miss)
  for (const w of words) groups.set(H.positions(w, letter), [...(groups.get(H.positions(w, letter)) ?? []), w]);
  const rest = letters.replace(letter, "");
  return { letter, branches: new Map([...groups].map(([at, g]) => [at, treeWith(g, choose, rest)])) };
}

/** Exercise: a letter chooser that loses fewer of the three-letter words than the original's. */
export function checkChooser(theirs: (words: string[], letters: string) => string | null, words: readonly string[]): Verdict {
  const three = words.filter((w) => w.length === 3);
  const lost = (tree: H.HangmanTree) => three.filter((w) => !H.play(tree, w).solved).length;
  const original = lost(H.compileTrees(three).get(3)!);
  let yours: number;
  try {
    yours = lost(treeWith(three, theirs));
  } catch (e) {
    return { right: false, says: `Not yet: building the tree with your chooser stopped: ${(e as Error).message}.` };
  }
  const of = `of the ${thousands(three.length)} three-letter words`;
  return yours < original
    ? { right: true, says: `Right: your chooser's tree loses ${thousands(yours)} ${of}, the original's ${thousands(original)}.` }
    : { right: false, says: `Not yet: your chooser's tree loses ${thousands(yours)} ${of};\nthe original's loses ${thousands(original)}, so it must lose fewer.` };
}

// ---------------------------------------------------------------------------------------------
// Mastermind

/** Exercise: the C/P/N clue for a guess about an answer (answer first, as the original). */
export function checkClue(theirs: (answer: string, guess: string) => string): Verdict {
  const random = new PythonRandom("clue exercise");
  const digits = () => String(random.randbelow(100000)).padStart(5, "0");
  // The original's example, repeated digits of every kind, then random pairs.
  const pairs = [["08180", "88822"], ["11111", "10101"], ["00990", "09099"], ["12345", "54321"], ["77007", "70770"]];
  for (let k = 0; k < 2000; k++) pairs.push([digits(), digits()]);
  const cases = pairs.map(([a, g]) => ({ input: [a, g] as const, shown: `answer ${a}, guess ${g}`, expected: clue(a, g) }));
  return compare("clue", cases, ([a, g]) => theirs(a, g));
}

/**
 * Exercise: the original's fishing, the pool's size after each round: first the word's
 * neighbors, then each round adds every neighbor of the pool, until a round adds nothing.
 */
export function checkPoolGrowth(theirs: (start: string) => number[], graph: WordGraph): Verdict {
  const starts = ["jingo", "cuffs", "their", "black", "yogic", "spasm"];
  const cases = starts.map((w) => ({ input: w, shown: `fishing from ${w}`, expected: poolGrowth(graph, w).sizes }));
  return compare("list of sizes", cases, theirs);
}

/** Exercise: a shortest ladder between two words (any shortest one), or null when none exists. */
export function checkLadder(theirs: (from: string, to: string) => string[] | null, graph: WordGraph): Verdict {
  const pairs = [["black", "white"], ["jingo", "bingo"], ["flour", "bread"], ["spasm", "jingo"], ["other", "other"], ["tears", "smile"]];
  const cases = pairs.map(([from, to]) => ({ input: [from, to] as const, shown: `${from} to ${to}`, expected: ladder(graph, from, to) }));
  const isLadder = (l: string[] | null, e: string[] | null) =>
    e === null
      ? l === null
      : Array.isArray(l) &&
        l.length === e.length &&
        l[0] === e[0] &&
        l[l.length - 1] === e[e.length - 1] &&
        l.every((w, k) => k === 0 || neighbors(graph, l[k - 1]).includes(w));
  return compare("ladder", cases, ([from, to]) => theirs(from, to), isLadder);
}

// ---------------------------------------------------------------------------------------------
// CodeBreaking

/** Exercise: Bulls and Cows' reply, as "1B2C" (bulls: right digit, right place; cows: elsewhere). */
export function checkBullsAndCows(theirs: (guess: Word, code: Word) => string, game: Game): Verdict {
  const cases = ["0123", "4567", "9810"].flatMap((g) => game.targets.map((t) => ({ input: [g, t] as const, shown: `guess ${g}, code ${t}`, expected: reply(game, g, t) })));
  return compare("reply", cases, ([g, t]) => theirs(g, t));
}

/** Exercise: Irving's metric, the expected size of the group a code falls in. */
export function checkExpectation(theirs: (counts: number[]) => number, game: Game): Verdict {
  const cases = game.guesses.slice(0, 80).map((g) => {
    const counts = partitionCounts(game, g, game.targets);
    return { input: counts, shown: `${g}'s groups (${counts.join(", ")})`, expected: expectation(counts) };
  });
  return compare("expected size", cases, (c) => theirs([...c]), near);
}

/** Exercise: Knuth's first guess, the one whose biggest group is smallest (ties to the first in order). */
export function checkKnuthFirst(theirs: (game: Game) => Word, game: Game): Verdict {
  const best = rankFirstGuesses(game, max)[0].word;
  return compare("first guess", [{ input: game, shown: game.name, expected: best }], theirs);
}
