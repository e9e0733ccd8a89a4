/**
 * Guess trees, after Peter Norvig's Wordle notebook: a guess partitions the remaining targets by
 * reply; a greedy tree guesses, at every node, the word whose partition is best by some metric.
 * https://github.com/norvig/pytudes/blob/main/ipynb/Jotto.ipynb
 *
 * Everything works on any game: its reply table is read directly, so building a tree over 2,309
 * targets reads bytes, never strings.
 */
import { Game, Guesser, keepsHints, reply as replyTo, Score, Word } from "./game";
import { Reply } from "./replies";

/** A guess tree: a leaf word (the one target left), or a node with a guess and a branch per reply. */
export type Tree = Word | Node;

export interface Node {
  readonly guess: Word;
  /** How many targets the node covers. */
  readonly size: number;
  readonly branches: ReadonlyMap<Reply, Tree>;
}

/** Targets grouped by the reply they give to a guess, replies in order of first appearance. */
export type Partition = Map<Reply, Word[]>;

/**
 * The targets grouped by their reply to a guess.
 * @example partition(game, "ROAST", few).get("..G..") //=> ["ABACK", "QUACK"]
 */
export function partition(game: Game, guess: Word, targets: readonly Word[]): Partition {
  const groups = replyGroups(game, guessAt(game, guess), Int32Array.from(targets, (t) => targetAt(game, t)));
  return new Map(groups.map(({ reply, group }) => [game.replyNames[reply], Array.from(group, (t) => game.targets[t])]));
}

/**
 * The sizes of the branches of a partition, smallest first.
 * @example partitionCounts(game, "NINJA", few) //=> [1, 1, 1, 1, 1, 1, 3, 4, 11]
 */
export function partitionCounts(game: Game, guess: Word, targets: readonly Word[]): number[] {
  return [...partition(game, guess, targets).values()].map((b) => b.length).sort((a, b) => a - b);
}

function guessAt(game: Game, guess: Word): number {
  const g = game.guessIndex.get(guess);
  if (g === undefined) throw new Error(`${guess} is not an allowed guess in ${game.name}`);
  return g;
}

function targetAt(game: Game, target: Word): number {
  const t = game.targetIndex.get(target);
  if (t === undefined) throw new Error(`${target} is not a target in ${game.name}`);
  return t;
}

// ---------------------------------------------------------------------------------------------
// Metrics: smaller is better. Each takes branch sizes sorted smallest first and sums its terms
// in that order, as the original does, so that near-ties between guesses fall the same way.

/** A score for a partition from its branch sizes (sorted ascending); the tree minimizes it. */
export type Metric = (counts: ArrayLike<number>) => number;

/** The size of the largest branch. */
export function max(counts: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < counts.length; i++) if (counts[i] > m) m = counts[i];
  return m;
}

/** The expected size of the branch the target falls in, every target equally likely. */
export function expectation(counts: ArrayLike<number>): number {
  const n = total(counts);
  if (n === 0) return 0; // no targets: nothing to expect
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += (counts[i] / n) * counts[i];
  return sum;
}

/**
 * The sum of the squared branch sizes: the expectation times the number of targets, but an
 * integer, so two partitions of the same targets that share it tie exactly (Irving's rule
 * compared without rounding; `expectation` adds fractions, and their rounding can order a tie).
 */
export function squares(counts: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += counts[i] * counts[i];
  return sum;
}

/** Minus the entropy of the branch sizes, in bits: more information is smaller. */
export function negEntropy(counts: ArrayLike<number>): number {
  const n = total(counts);
  let sum = 0;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] === 0) continue; // an empty branch adds nothing (p log p → 0)
    const p = counts[i] / n;
    sum += p * Math.log2(p);
  }
  return sum;
}

/** Minus the number of branches: most parts first (Kooi's Mastermind rule). */
export function mostParts(counts: ArrayLike<number>): number {
  let parts = 0;
  for (let i = 0; i < counts.length; i++) if (counts[i] > 0) parts++;
  return -parts;
}

/** The entropy itself: minimizing it keeps branches big (Antiwordle). */
export function entropy(counts: ArrayLike<number>): number {
  return -negEntropy(counts);
}

function total(counts: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < counts.length; i++) n += counts[i];
  return n;
}

/** The name a metric is printed with. */
export function metricName(metric: Metric): string {
  return metric === negEntropy ? "neg_entropy" : metric.name;
}

// ---------------------------------------------------------------------------------------------
// Minimizing trees

/** Norvig's rule: a tree considers guesses that cannot be the target only while this many targets remain. */
export const INCONSISTENT_RANGE = { min: 4, max: 125 } as const;

export interface TreeOptions {
  /** The targets to cover; default all the game's targets. */
  targets?: readonly Word[];
  /** Consider guesses that cannot be the target (no "hard mode"); default false. */
  inconsistent?: boolean;
  /**
   * Inconsistent guesses are considered only when at least `inconsistentMin` (default 4) and at
   * most `inconsistentMax` (default 125) targets remain: Norvig's rule, since with 3 or fewer they
   * cannot help, and with many a consistent guess is as good.
   */
  inconsistentMin?: number;
  inconsistentMax?: number;
  /**
   * Ties go to a guess that could be the target, then to list order (Knuth's Mastermind rule);
   * without it, ties go to list order alone. Default false.
   */
  preferConsistent?: boolean;
}

/** Sets smaller than this are scored from the turned table (measured: 50 to 1,000 alike). */
const TURNED_BELOW = 200;

/**
 * A function giving the metric of guess g's partition of some targets (by index), straight from
 * the reply table: a histogram of reply codes, its sizes sorted for the metric. Its buffers are
 * reused from call to call, so the hot loops allocate nothing but the sorted view.
 */
function partitionScorer(game: Game, metric: Metric): (g: number, targets: Int32Array, best?: number) => number {
  const T = game.targets.length;
  const table = game.replies;
  const histogram = new Int32Array(game.replyNames.length);
  const seen = new Int32Array(game.replyNames.length); // the codes met, in order of first appearance
  const counts = new Int32Array(game.replyNames.length);
  const sizes = Array.from({ length: counts.length + 1 }, (_, k) => counts.subarray(0, k)); // no view made per call
  const [isMax, isParts] = [metric === max, metric === mostParts]; // no sort needed
  // Metrics that sum one term per branch: summed unsorted first, which can differ from the sorted
  // sum only in the last bits, so a guess clearly worse than `best` skips the sort.
  const summed = metric === expectation || metric === negEntropy;
  const G = game.guesses.length;
  let turned: Uint8Array | undefined; // looked up at the first small set
  return (g, targets, best = Infinity) => {
    // A few targets are read from the turned table, their replies to successive guesses side by
    // side (the caller tries guesses in list order); many from the table, a row per guess.
    const few = targets.length < TURNED_BELOW;
    const source = few ? (turned ??= turnedTable(game)) : table;
    const at = few ? g : g * T;
    const step = few ? G : 1;
    let k = 0;
    for (let i = 0; i < targets.length; i++) {
      const c = source[at + targets[i] * step];
      if (histogram[c]++ === 0) seen[k++] = c;
    }
    let biggest = 0;
    for (let j = 0; j < k; j++) {
      const n = (counts[j] = histogram[seen[j]]);
      if (n > biggest) biggest = n;
      histogram[seen[j]] = 0;
    }
    if (isMax) return biggest;
    if (isParts) return -k;
    if (summed) {
      const rough = metric(sizes[k]);
      if (rough > best + 1e-9 * Math.max(1, Math.abs(best))) return rough;
    }
    return metric(sizes[k].sort());
  };
}

/**
 * The game's reply table turned around, turned[t * guesses + g], made once per game (the trees
 * and searches on one game share it): a small set of targets reads a few rows, each along.
 */
const turned = new WeakMap<Game, Uint8Array>();
export function turnedTable(game: Game): Uint8Array {
  let table = turned.get(game);
  if (!table) turned.set(game, (table = transpose(game.replies, game.guesses.length, game.targets.length)));
  return table;
}

/** The table of replies with rows and columns swapped, in cache-sized blocks. */
function transpose(table: Uint8Array, rows: number, columns: number): Uint8Array {
  const out = new Uint8Array(table.length);
  const B = 256; // measured: 64 to 4,096 all within 40%, 256 among the best
  for (let r0 = 0; r0 < rows; r0 += B) {
    const r1 = Math.min(rows, r0 + B);
    for (let c0 = 0; c0 < columns; c0 += B) {
      const c1 = Math.min(columns, c0 + B);
      for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) out[c * rows + r] = table[r * columns + c];
    }
  }
  return out;
}

/**
 * Knuth's rule for Mastermind: every allowed guess at every node, ties to a guess that could be
 * the target, then to list order. Pass it as `minimizingTree`'s options.
 */
export const knuthRule: TreeOptions = { inconsistent: true, inconsistentMin: 1, inconsistentMax: Infinity, preferConsistent: true };

/**
 * A tree that guesses, at every node, the word minimizing the metric of its partition of the
 * remaining targets; ties go to the first word in list order.
 * @example (minimizingTree(game, max) as Node).guess //=> "ARISE" for Wordle's 2,309 targets
 */
export function minimizingTree(game: Game, metric: Metric, options: TreeOptions = {}): Tree {
  const { inconsistent = false, inconsistentMin = INCONSISTENT_RANGE.min, inconsistentMax = INCONSISTENT_RANGE.max, preferConsistent = false } = options;
  const allGuesses = Int32Array.from(game.guesses, (_, i) => i);
  const score = partitionScorer(game, metric);
  const possible = new Uint8Array(game.guesses.length); // 1 for the guesses that could be the target
  const finest = metric === max || metric === expectation || metric === negEntropy || metric === mostParts;

  const build = (targets: Int32Array): Tree => {
    if (targets.length === 1) return game.targets[targets[0]];
    const wide = inconsistent && targets.length >= inconsistentMin && targets.length <= inconsistentMax;
    const candidates = wide ? allGuesses : targets.map((t) => game.targetGuess[t]);
    for (const t of targets) possible[game.targetGuess[t]] = 1;
    let best = Infinity;
    let guess = -1;
    // For these metrics a split into single targets is as good as a guess gets (not for the
    // entropy itself, which Antiwordle minimizes). The first guess that makes one is the rule's
    // choice, unless ties go to a possible answer and a later one makes one too: so those are
    // looked at first, and the scan in list order stops at the first such split.
    const singles = finest && targets.length <= game.replyNames.length ? metric(new Array<number>(targets.length).fill(1)) : NaN;
    let chosen = false;
    if (preferConsistent && wide && !Number.isNaN(singles)) {
      for (const g of Int32Array.from(targets, (t) => game.targetGuess[t]).sort()) {
        if (score(g, targets) !== singles) continue;
        [best, guess, chosen] = [singles, g, true];
        break;
      }
    }
    for (let i = 0; i < candidates.length && !chosen; i++) {
      const g = candidates[i];
      const value = score(g, targets, best);
      if (value < best || (preferConsistent && value === best && possible[g] && !possible[guess])) [best, guess] = [value, g];
      if (value === singles) break;
    }
    for (const t of targets) possible[game.targetGuess[t]] = 0;
    const groups = replyGroups(game, guess, targets);
    // A guess that cannot be the answer may tell nothing; a metric that prefers it would loop.
    if (groups.length === 1) throw new Error(`the metric chose ${game.guesses[guess]}, which does not split the ${targets.length} targets left: with guesses that cannot be the answer, the metric must prefer splits`);
    const branches = new Map<Reply, Tree>();
    for (const { reply, group } of groups) branches.set(game.replyNames[reply], build(group));
    return { guess: game.guesses[guess], size: targets.length, branches };
  };

  const targets = options.targets ?? game.targets;
  return build(Int32Array.from(targets, (t) => targetAt(game, t)));
}

/**
 * The targets (by index) grouped by their reply code to guess g (by index), straight from the
 * reply table: groups in order of first appearance, each in the targets' order. The index-level
 * `partition`, for the searches that build trees.
 */
export function replyGroups(game: Game, g: number, targets: Int32Array): { reply: number; group: Int32Array }[] {
  const row = g * game.targets.length;
  const table = game.replies;
  const counts = new Int32Array(game.replyNames.length);
  const replies: number[] = [];
  for (let i = 0; i < targets.length; i++) if (counts[table[row + targets[i]]]++ === 0) replies.push(table[row + targets[i]]);
  // A counting sort into one buffer: counts[c] becomes where c's group starts, then its next free slot.
  const flat = new Int32Array(targets.length);
  const starts = new Array<number>(replies.length);
  let at = 0;
  replies.forEach((c, k) => {
    starts[k] = at;
    at += counts[c];
    counts[c] = starts[k];
  });
  for (let i = 0; i < targets.length; i++) flat[counts[table[row + targets[i]]]++] = targets[i];
  return replies.map((reply, k) => ({ reply, group: flat.subarray(starts[k], counts[reply]) }));
}

/** Is this tree a node (not a leaf word)? */
export function isNode(tree: Tree): tree is Node {
  return typeof tree !== "string";
}

/** The word a tree guesses first: its root's guess, or the leaf's word. */
export function guessOf(tree: Tree): Word {
  return isNode(tree) ? tree.guess : tree;
}

/**
 * The score of every target in a tree: how many guesses the tree takes to reach it.
 * A leaf under a node scores 1 if it is the node's own guess (guessed right there), else 2.
 */
export function treeScores(tree: Tree): Score[] {
  if (!isNode(tree)) return [1];
  const scores: Score[] = [];
  for (const subtree of tree.branches.values()) {
    if (isNode(subtree)) for (const s of treeScores(subtree)) scores.push(s + 1);
    else scores.push(subtree === tree.guess ? 1 : 2);
  }
  return scores;
}

/**
 * A guesser that follows a tree: at the start it goes to the root, then down the branch of each
 * reply, and guesses the node's word (or the leaf). It ignores the targets it is shown.
 */
export function treeGuesser(root: Tree): Guesser {
  let tree = root;
  return (reply) => {
    if (reply === null) tree = root;
    else if (isNode(tree)) {
      const next = tree.branches.get(reply);
      if (next === undefined) throw new Error(`the tree has no branch for reply ${reply} after ${tree.guess}`);
      tree = next;
    }
    return guessOf(tree);
  };
}

/**
 * The one game Evil Wordle plays against a tree: at every node it gives the reply with the most
 * targets left (ties to the first branch), never the correct one while another remains.
 * @returns the (guess, reply) pairs, ending with the correct reply
 */
export function evil(game: Game, tree: Tree): [Word, Reply][] {
  if (!isNode(tree)) return [[tree, game.correct]];
  const chosen = evilReply(game, [...tree.branches].map(([reply, branch]) => [reply, isNode(branch) ? branch.size : 1]));
  return [[tree.guess, chosen], ...evil(game, tree.branches.get(chosen)!)];
}

/**
 * Evil Wordle's choice among replies with the number of targets each would leave: the most
 * (ties to the first), and the correct reply only when no other is possible.
 */
export function evilReply(game: Game, sizes: Iterable<readonly [Reply, number]>): Reply {
  let chosen: Reply | null = null;
  let biggest = -1;
  for (const [reply, size] of sizes) {
    const kept = reply === game.correct ? 0 : size;
    if (kept > biggest) [chosen, biggest] = [reply, kept];
  }
  if (chosen === null) throw new Error("no reply to choose from");
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// First guesses

/** A first guess with its value on one metric. */
export interface Ranked {
  word: Word;
  value: number;
}

/**
 * Every allowed guess ranked by a metric of its partition of the targets, best first; ties in
 * word order (the original sorts (value, word) pairs).
 */
export function rankFirstGuesses(game: Game, metric: Metric, targets: readonly Word[] = game.targets): Ranked[] {
  const t = Int32Array.from(targets, (w) => targetAt(game, w));
  const score = partitionScorer(game, metric);
  const ranked = game.guesses.map((word, g) => ({ word, value: score(g, t) }));
  return ranked.sort((a, b) => a.value - b.value || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// Trees as JSON, and a check by playing

/** A tree as JSON: a node is {"guess": "SALET", "branches": {"..GY.": node or word}}; a leaf is the word. */
export type TreeJson = Word | { guess: Word; branches: Record<Reply, TreeJson> };

/** A tree as plain JSON, replies written as the game writes them (G/Y/. in Wordle). */
export function treeToJson(tree: Tree): TreeJson {
  if (!isNode(tree)) return tree;
  const branches: Record<Reply, TreeJson> = {};
  for (const [reply, subtree] of tree.branches) branches[reply] = treeToJson(subtree);
  return { guess: tree.guess, branches };
}

/**
 * A tree read back from JSON (as `treeToJson` writes it).
 * @throws Error naming the path to the first part that is not a word or a {guess, branches} node
 */
export function treeFromJson(json: unknown, path = "tree"): Tree {
  if (typeof json === "string") return json;
  if (typeof json !== "object" || json === null || typeof (json as { guess?: unknown }).guess !== "string") {
    throw new Error(`${path} is neither a word nor a {"guess", "branches"} node`);
  }
  const { guess, branches } = json as { guess: string; branches?: unknown };
  if (typeof branches !== "object" || branches === null) throw new Error(`${path} (${guess}) has no "branches" object`);
  const map = new Map<Reply, Tree>();
  let size = 0;
  for (const [reply, subtree] of Object.entries(branches)) {
    const tree = treeFromJson(subtree, `${path} → ${reply}`);
    map.set(reply, tree);
    size += isNode(tree) ? tree.size : 1;
  }
  return { guess, size, branches: map };
}

/** A tree played against every target. */
export interface TreeCheck {
  /** How many guesses each target took, in the game's target order. */
  scores: Score[];
  total: number;
  worst: number;
}

/**
 * Plays every target of the game through a tree, computing each reply from the game's rule (not
 * from its table, nor from anything a search kept), and checks that every target is found.
 * @param options.hard also check that every guess keeps the hints of the reply before it (Wordle's hard mode)
 * @param options.maxGuesses the most guesses a target may take
 * @throws Error naming the target and the guesses played when the tree has no branch for a
 *   reply, guesses a word the game does not allow, ends on a wrong word, breaks hard mode or
 *   takes too many guesses
 */
export function checkTree(game: Game, tree: Tree, options: { hard?: boolean; maxGuesses?: number } = {}): TreeCheck {
  const { hard = false, maxGuesses = Infinity } = options;
  const scores = game.targets.map((target) => {
    let node: Tree = tree;
    const played: string[] = [];
    let last: [Word, Reply] | null = null; // hard mode: the guess before, and its reply
    for (let turn = 1; ; turn++) {
      const guess = guessOf(node);
      const fail = (why: string) => new Error(`the tree fails ${target} after ${played.join(", ") || "no guess"}: ${why}`);
      if (!game.guessIndex.has(guess)) throw fail(`${guess} is not an allowed guess`);
      if (turn > maxGuesses) throw fail(`it needs more than ${maxGuesses} guesses`);
      if (hard && last && !keepsHints(guess, ...last)) throw fail(`${guess} does not keep the hints of ${last.join(" ")} (hard mode)`);
      const reply = replyTo(game, guess, target);
      played.push(`${guess} ${reply}`);
      last = [guess, reply];
      if (reply === game.correct) return turn;
      if (!isNode(node)) throw fail(`the tree ends on ${guess}`);
      const next = node.branches.get(reply);
      if (next === undefined) throw fail(`no branch for reply ${reply}`);
      node = next;
    }
  });
  return { scores, total: scores.reduce((a, b) => a + b, 0), worst: scores.reduce((a, b) => Math.max(a, b), 0) };
}
