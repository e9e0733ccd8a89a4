/**
 * The search: the fewest guesses that find every target of a set, by depth first. The cost of a
 * set of targets is the number of guesses it takes to find every one of them. Guessing g costs
 * one guess per target, and then each reply group is a smaller problem of the same kind:
 * cost(S) = |S| + the sum of cost(group) over the groups g leaves unsolved. The search tries
 * guesses best-first and sums their groups against a budget (the best total found so far),
 * stopping as soon as the sum cannot win. What makes it fast:
 *
 * - a lower bound for every guess before any recursion: a group of s targets costs at least
 *   2s − 1 (one found at the next guess, the rest a guess later), so guess g costs at least
 *   3|S| − [g ∈ S] − (its number of groups). Guesses are tried in order of that bound;
 * - the bound is exact when a guess splits S into single targets, so such a guess ends the
 *   search of S at once (2|S| − 1 if it is one of S, 2|S| if not);
 * - a guess that cannot tell two targets of S apart cannot for any subset of S either, so each
 *   node passes its children only the guesses that split it;
 * - a guess splits a subset into no more groups than it split the whole set, so those guesses
 *   arrive sorted by that count, and a node with a tight budget reads only the head of the list;
 * - a first guess tried against the best total so far gets a second look before any recursion:
 *   each of its groups scanned for its own best bound, and the bounds summed. Most first guesses
 *   fail that test in a fraction of a second, instead of deep in the search of their biggest group;
 *   the survivors' groups are then searched a little at a time (a few guesses above each floor,
 *   then twice as many), so several groups share the work of showing that a guess cannot win;
 * - results (or, after a cut, lower bounds) are kept per set of targets;
 * - the replies are read from the game's byte table, never computed.
 *
 * The counting kernel is in count.ts, the memory of sets in memo.ts, hard mode's hints in
 * hints.ts; firstGuesses.ts asks this search for each first guess. Its members are this folder's
 * own: index.ts exports only the search's entry points and what they answer.
 */
import { Game } from "../game";
import { Node, Tree, turnedTable } from "../guessTree";
import { Reply } from "../replies";
import { CHUNK, Counter } from "./count";
import { Hints } from "./hints";
import { hashSet, Memo } from "./memo";
import { FirstGuessResult, SearchOptions, SearchTimeout, Symmetries } from "./types";

/**
 * Sets of at least this many targets are scanned in the reply table itself, smaller ones in the
 * table turned around (measured best between 128 and 256 on the second look at first guesses).
 */
const DIRECT = 200;
/** The room a first guess's group gets above its floor on the first pass (measured best of 1 to 16). */
const FIRST_ROOM = 4;

/** More places than a scan has guesses: a bound and a place packed as bound × PLACES + place. */
const PLACES = 2 ** 20;

/** A total no tree reaches: the set cannot be solved within the guesses left. */
export const UNSOLVABLE = 1 << 29;

/**
 * Whether the objective worst can weigh `targets` within `last` guesses: every cost, weight ×
 * (targets at the last guess) + total, must stay below UNSOLVABLE.
 */
export function worstFits(targets: number, last: number): boolean {
  return targets * (targets * last + 1 + last) < UNSOLVABLE;
}

export class Search {
  readonly T: number;
  readonly table: Uint8Array;
  /** The reply table turned around: byTarget[t * guesses + g], so a scan reads each target's row in order. */
  readonly byTarget: Uint8Array;
  readonly correct: number;
  readonly top: number;
  readonly exactBelow: number;
  readonly hard: boolean;
  readonly everyGuess: Candidates;
  /** Every target, by index: the set a first guess splits. */
  readonly all: Int32Array;
  readonly memo = new Memo();
  nodes = 0;
  /** When to give up (performance.now() milliseconds), or Infinity. */
  private deadline: number;
  // Scratch for counting replies: stamp[c] is the number of the last guess that gave reply c.
  private readonly stamp = new Int32Array(256);
  private readonly counts = new Int32Array(256);
  private readonly replies = new Int32Array(256);
  private readonly starts = new Int32Array(258);
  private epoch = 0;
  /** Groups of one and of two targets that the last `split` without small groups counted and left out. */
  private singles = 0;
  private pairs = 0;
  /** The counting kernel, with its scratch: the groups each guess of a chunk splits a set into. */
  private readonly counter: Counter;
  /** How many scans below the first guess are alive (each a node whose guesses are being tried). */
  private level = 0;
  private readonly levels: LevelArrays[] = [];
  private readonly hints: Hints | null;

  /**
   * floors[s]: the fewest guesses any tree needs for s targets. A guess finds at most one target
   * and splits the rest into at most `branching` groups (the replies the game can give, less the
   * right one), so at most branching^(d−1) targets can be found at depth d. That is 2s − 1 while
   * s ≤ branching + 1 (Wordle's 237 replies: almost always), and more when replies are few.
   */
  readonly floors: Int32Array;
  readonly branching: number;
  /**
   * What a target found at the last guess allowed costs beyond its guesses: 0 when the search
   * counts guesses alone; with the objective "worst", more than any tree's total, so that a cost
   * weight × (targets found at the last guess) + (guesses in total) compares trees by the first
   * count, then by the total. Costs still add up over groups, and every floor stays a floor.
   */
  readonly weight: number;
  /** capacities[d]: the most targets any tree finds within d guesses (see `capacity`). */
  private readonly capacities: number[] = [];

  constructor(readonly game: Game, options: SearchOptions) {
    if (game.replyNames.length > 256) throw new Error("the search needs replies that fit a byte");
    if (game.guesses.length > PLACES) throw new Error(`the search takes at most ${PLACES} guesses`);
    this.T = game.targets.length;
    this.branching = replyCount(game) - 1;
    this.floors = floors(this.T, Math.max(1, this.branching));
    this.table = game.replies;
    this.byTarget = turnedTable(game);
    this.correct = game.replyNames.indexOf(game.correct);
    this.counter = new Counter(this.correct);
    this.top = options.top ?? Infinity;
    if (!(this.top >= 1) || !(Number.isInteger(this.top) || this.top === Infinity)) throw new Error(`top must be a whole number, at least 1, not ${options.top}`);
    this.exactBelow = options.exactBelow ?? 0;
    if (!(this.exactBelow >= 0) || !Number.isInteger(this.exactBelow)) throw new Error(`exactBelow must be a whole number, not ${options.exactBelow}`);
    this.hard = options.hard ?? false;
    const limit = options.timeLimit ?? Infinity;
    if (!(limit > 0)) throw new Error(`timeLimit must be a positive number of seconds${Number.isNaN(limit) ? "" : `, not ${limit}`}`);
    this.deadline = performance.now() + limit * 1000;
    this.all = Int32Array.from(game.targets, (_, t) => t);
    this.everyGuess = { guesses: Int32Array.from(game.guesses, (_, g) => g), groups: new Int32Array(game.guesses.length).fill(256) };
    if (this.hard && game.replyNames.length !== 3 ** game.length) throw new Error(`hard mode needs Wordle's replies (green, yellow, grey), not ${game.name}'s`);
    this.hints = this.hard ? new Hints(game) : null;
    const objective = options.objective ?? "total";
    if (objective !== "total" && objective !== "worst") throw new Error(`the objective is total or worst, not ${objective}`);
    const last = options.maxGuesses ?? 6;
    if (objective === "worst" && !(last < Infinity)) throw new Error("the objective worst needs a guess limit: the codes found at the last guess allowed are counted");
    this.weight = objective === "worst" ? this.T * last + 1 : 0;
    if (this.weight > 0 && !worstFits(this.T, last)) throw new Error(`${this.T} targets within ${last} guesses are too many for the objective worst`);
    for (let d = 0; d <= (objective === "worst" ? last : 0); d++) this.capacities.push(this.capacity(d));
  }

  /**
   * The least s targets can cost with `depth` guesses left: the floor of their guesses, and, with
   * a weight, the targets that cannot be found before the last guess (more than capacity(depth − 1)).
   */
  floorAt(s: number, depth: number, branching = this.branching): number {
    const floor = this.floorsWith(branching)[s];
    if (this.weight === 0) return floor;
    if (depth < 1) return UNSOLVABLE; // no guess left to find them
    return floor + this.weight * Math.max(0, s - this.capacities[depth - 1]);
  }

  /**
   * The floors when no guess splits the targets into more than `branching` groups besides the
   * right one. A guess splits a subset into no more groups than the set, so the most groups any
   * guess makes of a set bounds every tree of its subsets: deep in the search, where every guess
   * leaves few groups, far fewer than the game's replies.
   */
  private floorsWith(branching: number): Int32Array {
    if (branching >= this.branching) return this.floors;
    return (this.floorTables[branching] ??= floors(this.T, Math.max(1, branching)));
  }
  private readonly floorTables: Int32Array[] = [];

  /** A first guess's cost again, from its result: what the search compares. */
  cost(result: Pick<FirstGuessResult, "total" | "atWorst">): number {
    return result.total === Infinity ? UNSOLVABLE : result.total + this.weight * (result.atWorst ?? 0);
  }

  /** A cost as the codes found at the last guess allowed (with the objective worst) and the total. */
  decode(cost: number): { total: number; atWorst?: number } {
    if (this.weight === 0 || cost >= UNSOLVABLE) return { total: cost >= UNSOLVABLE ? Infinity : cost };
    const atWorst = Math.floor(cost / this.weight);
    // A bound on the pair says nothing of the total when the count is above the truth's; every
    // tree takes at least the floor of the targets, so a bound's total is raised to it (still a bound).
    return { total: Math.max(cost - atWorst * this.weight, this.floors[this.T]), atWorst };
  }

  /** From now on, stop with a SearchTimeout after this many seconds (Infinity: never). */
  limitTime(seconds: number): void {
    this.deadline = performance.now() + seconds * 1000;
  }

  /**
   * The guesses ranked by lower bound on S (ties: fewer targets in big groups, then list order).
   * First guesses are ranked by their groups alone (each group's floor taken as 2s − 1), which
   * puts TRACE and CRATE first for Wordle: the summed floors of big groups would rank SALET first
   * and change which first guesses a search of the best few tries.
   */
  rankedFirstGuesses(): number[] {
    const scan = this.everyTarget();
    return Array.from(this.bestFirst(this.all, scan), (j) => scan.useful[j]);
  }

  /**
   * Every guess's split of all the targets, scanned once: it ranks first guesses, and its guesses
   * (sorted by how many groups they make of all targets) are the candidates for the second look,
   * whose scans can then stop as soon as the guesses left make too few groups.
   */
  private everyTarget(): Scan {
    this.rootScan ??= this.scan(this.all, this.everyGuess, UNSOLVABLE, 0, "root")!;
    return this.rootScan;
  }
  private rootScan?: Scan;

  /** First guess g's floor from the scan of every target (see FirstGuesses.floor). */
  firstGuessFloor(g: number): number {
    if (!this.rootFloors) {
      // With two targets or more, a guess that splits nothing is none of them, and leaves every
      // target still to be found after it. One target: every guess takes at least the one.
      this.rootFloors = new Int32Array(this.game.guesses.length).fill(this.T < 2 ? this.T : this.T + this.floors[this.T]);
      const scan = this.T < 2 ? null : this.everyTarget();
      scan?.useful.forEach((guess, j) => (this.rootFloors![guess] = scan.bounds[j]));
    }
    return this.rootFloors[g];
  }
  private rootFloors?: Int32Array;

  /** First guess g's total if below `budget` (exact), else a lower bound of at least `budget`. */
  settle(g: number, depth: number, budget: number, progress?: (done: number, groups: number) => void, symmetries?: Symmetries): FirstGuessResult {
    const started = performance.now();
    if (started > this.deadline) throw new SearchTimeout("the search's time limit had passed before it began");
    this.level = 0; // a search stopped by its time limit may have left it higher
    // One target: found by guessing it, or by the guess after any other (there is nothing to split).
    const value = this.T > 1 ? this.tryGuess(this.all, depth, budget, g, this.everyGuess, 0, progress, symmetries) : this.T === 1 && this.game.targetGuess[0] === g ? this.floorAt(1, depth) : depth >= 2 ? 1 + this.floorAt(1, depth - 1) : UNSOLVABLE;
    // A first guess that leaves some target unfound is known exactly, whatever the budget.
    const unsolvable = value >= UNSOLVABLE;
    const seconds = (performance.now() - started) / 1000;
    return { guess: this.game.guesses[g], ...this.decode(value), exact: unsolvable || value < budget, seconds };
  }

  /**
   * The cost of S within `depth` guesses if it is below `beta`; otherwise some lower bound that
   * is at least `beta`. `guesses` are the candidates; `context` names the hard-mode hints.
   */
  solve(S: Int32Array, depth: number, beta: number, guesses: Candidates, context: number, symmetries?: Symmetries, branching = this.branching): number {
    const n = S.length;
    if (depth < 1) return UNSOLVABLE;
    if (n === 1) return this.floorAt(1, depth);
    if (depth === 1) return UNSOLVABLE;
    if (n === 2) return this.floorAt(2, depth); // guess either; the other follows
    if (n > this.capacity(depth, branching)) return UNSOLVABLE;
    const key = hashSet(S, depth, context);
    const known = this.memo.known(S, depth, context, key);
    if (known && (known.exact || known.value >= beta)) return known.value;
    this.visit();
    const remember = (value: number, exact: boolean, guess = -1) => this.memo.keep(S, depth, context, value, exact, guess, key, known);

    // A target of S that splits the rest into single targets is as good as a guess can be.
    for (let i = 0; i < n; i++) {
      const g = this.game.targetGuess[S[i]];
      // With two guesses left, the others are found at the last guess.
      if (this.separates(S, g)) return remember(2 * n - 1 + (depth === 2 ? this.weight * (n - 1) : 0), true, g);
    }
    const scan = this.scan(S, guesses, beta, context, "node", depth, branching);
    if (scan === null) return remember(beta, false);
    if (scan.perfect >= 0) return remember(2 * n + (depth === 2 ? this.weight * n : 0), true, scan.perfect);
    if (depth === 2) return remember(UNSOLVABLE, true);
    if (scan.floor >= beta) return remember(scan.floor, false);

    let best = beta;
    let bestGuess = -1;
    let tried = 0; // guesses tried that did not run out of guesses
    const top = n <= this.exactBelow ? Infinity : this.top;
    this.level++; // the scan stays alive while the guesses are tried
    for (const j of this.bestFirst(S, scan, beta)) {
      if (tried === top || scan.bounds[j] >= best) break;
      const g = scan.useful[j];
      // A guess another symmetric one stands for (the smallest of its orbit) is not tried again.
      if (symmetries && !symmetries.stands(g)) continue;
      const fixing = symmetries?.keeping(g);
      const value = this.tryGuess(S, depth, best, g, scan.children, context, undefined, fixing, scan.branching);
      if (value < UNSOLVABLE) tried++;
      if (value < best) [best, bestGuess] = [value, g];
    }
    this.level--;
    if (bestGuess >= 0) return remember(best, true, bestGuess);
    return remember(Math.max(beta, scan.floor), false);
  }

  /**
   * Counts a set about to be scanned; past the time limit, stops the search with a SearchTimeout.
   * The clock is read once in 256 sets, or at every set whose scan is costly (a scan of a group of
   * all the targets, over every guess): often enough to stop within a few milliseconds.
   */
  private visit(costly = false): void {
    if (((++this.nodes & 255) === 0 || costly) && performance.now() > this.deadline) {
      throw new SearchTimeout(`the search stopped after ${this.nodes} sets, past its time limit`);
    }
  }

  /**
   * The cost of S when the first guess is g, if below `beta` (else a lower bound at least `beta`):
   * |S| plus the cost of each group, biggest group first, stopping once the sum reaches beta.
   */
  tryGuess(
    S: Int32Array,
    depth: number,
    beta: number,
    g: number,
    guesses: Candidates,
    context: number,
    progress?: (done: number, groups: number) => void,
    symmetries?: Symmetries,
    branching?: number,
  ): number {
    // The symmetries that fix every guess so far map each group onto itself.
    const useful = symmetries && symmetries.size > 1 ? symmetries : undefined;
    // Below the first guess, the groups go into this level's buffer, which the next guess tried here
    // overwrites (the memo copies any set it keeps); with guesses to spare, groups of one or two
    // targets are only counted: they cost their floors, 1 and 3.
    const whole = S === this.all;
    // The most groups a guess makes of S: of every target, from the scan of them all.
    branching ??= whole ? this.everyTarget().branching : this.branching;
    const groups = this.split(S, g, whole || depth <= 2, whole ? undefined : this.levelArrays(this.level).targets);
    const floors = groups.map((group) => this.floorAt(group.length, depth - 1, branching));
    // A group of one or two left out costs exactly its floor (1 and 3, more for a pair with two guesses left).
    let sum = S.length + this.singles * this.floorAt(1, depth - 1) + this.pairs * this.floorAt(2, depth - 1);
    for (const floor of floors) sum += floor;
    // (Within two guesses, a group of one or two may be more than its floor: none is found with
    // no guess left, and a pair not with one. The loop below solves every group.)
    if (whole && beta < UNSOLVABLE && depth > 2) return this.firstGuess(g, depth, beta, groups, floors, sum, progress, useful, branching);
    for (let i = 0; i < groups.length && sum < beta; i++) {
      const group = groups[i];
      const floor = floors[i];
      // Without a budget the groups get none either, so that a cut there always means "unsolvable".
      const budget = beta >= UNSOLVABLE ? UNSOLVABLE : beta - (sum - floor);
      const value = this.solve(group, depth - 1, budget, guesses, this.hintOf(g, group, context), useful, branching);
      sum += value - floor;
      progress?.(i + 1, groups.length);
    }
    return Math.min(sum, UNSOLVABLE);
  }

  /**
   * tryGuess for a first guess against a budget: the same result, found in two steps that need
   * the budget.
   *
   * First a second look before any recursion: each group's bound from its own best split (kept
   * in the memo, where the same group under another first guess finds it), summed. Most first
   * guesses fail here, in a scan per group, instead of deep in the search of their biggest group.
   *
   * Then the groups are searched a little at a time: each with room for a few guesses above its
   * floor, then twice as many, and so on. A guess that cannot win usually shows it in several
   * groups at once, each cut off cheaply, where one group searched in full could take seconds.
   * What each pass learns is kept for the next.
   */
  private firstGuess(g: number, depth: number, beta: number, groups: Int32Array[], floors: number[], sum: number, progress: ((done: number, groups: number) => void) | undefined, symmetries: Symmetries | undefined, branching: number): number {
    const candidates = this.everyTarget().children;
    for (let i = 0; i < groups.length && sum < beta; i++) {
      const group = groups[i];
      if (group.length < 3) continue; // its floor is exact already
      const budget = beta - (sum - floors[i]);
      const hint = this.hintOf(g, group, 0);
      const known = this.memo.known(group, depth - 1, hint);
      let floor: number;
      if (known && (known.exact || known.value >= budget)) floor = known.value;
      else {
        this.visit(true);
        const scan = this.scan(group, candidates, budget, hint, "floor", depth - 1, branching);
        // No scan: the group costs at least its budget. A split into single targets costs its floor at least.
        floor = scan === null ? budget : scan.perfect >= 0 ? this.floorAt(group.length, depth - 1, branching) : scan.floor;
        if (floor > floors[i]) this.memo.keep(group, depth - 1, hint, floor, false);
      }
      if (floor > floors[i]) [sum, floors[i]] = [sum + floor - floors[i], floor];
    }
    const exact = groups.map((group) => group.length < 3); // a floor of 1 or 3 is exact
    let settled = exact.filter(Boolean).length;
    for (let room = FIRST_ROOM; sum < beta && settled < groups.length; room *= 2) {
      for (let i = 0; i < groups.length && sum < beta; i++) {
        if (exact[i]) continue;
        const budget = Math.min(floors[i] + room, beta - (sum - floors[i]));
        const value = this.solve(groups[i], depth - 1, budget, this.everyGuess, this.hintOf(g, groups[i], 0), symmetries, branching);
        sum += value - floors[i];
        floors[i] = value;
        exact[i] = value < budget;
        if (!exact[i]) continue;
        settled++;
        progress?.(settled, groups.length);
      }
    }
    return Math.min(sum, UNSOLVABLE);
  }

  /**
   * What a group of S must respect after guess g: in hard mode, the hints of its reply (coded as
   * g * 256 + reply + 1); otherwise nothing (the context of the parent, 0).
   */
  private hintOf(g: number, group: Int32Array, context: number): number {
    return this.hard ? g * 256 + this.table[g * this.T + group[0]] + 1 : context;
  }

  /**
   * The groups of S by reply to g, without the target g itself; biggest first, as views of `flat`.
   * Without `small`, groups of one or two targets are left out, and only counted (in `singles` and
   * `pairs`).
   */
  split(S: Int32Array, g: number, small = true, flat: Int32Array = new Int32Array(S.length + 2)): Int32Array[] {
    const { counts, replies, correct } = this;
    const row = g * this.T;
    let k = 0; // replies, in the order they first appear
    for (let i = 0; i < S.length; i++) {
      const c = this.table[row + S[i]];
      if (counts[c]++ === 0) replies[k++] = c;
    }
    // Biggest first, ties in order of appearance (an insertion sort: replies are few).
    for (let a = 1; a < k; a++) {
      const c = replies[a];
      let b = a;
      for (; b > 0 && counts[replies[b - 1]] < counts[c]; b--) replies[b] = replies[b - 1];
      replies[b] = c;
    }
    // Sizes fall to the end of the list: without `small`, groups of one or two are counted there and
    // dropped, and their targets are put past the groups' end (two slots each can share).
    let kept = k;
    this.singles = 0;
    this.pairs = 0;
    if (!small) {
      for (; kept > 0 && counts[replies[kept - 1]] <= 2; kept--) {
        const c = replies[kept - 1];
        if (c !== correct) counts[c] === 1 ? this.singles++ : this.pairs++;
        counts[c] = S.length;
      }
      if (kept === 0) {
        for (let a = 0; a < k; a++) counts[replies[a]] = 0;
        return [];
      }
    }
    // Each kept reply's group in one buffer: counts[c] becomes where c's group starts, then its next free slot.
    const groups: Int32Array[] = [];
    for (let a = 0, at = 0; a < kept; a++) {
      const c = replies[a];
      const size = counts[c];
      if (c !== correct) groups.push(flat.subarray(at, at + size));
      counts[c] = at;
      at += size;
    }
    for (let i = 0; i < S.length; i++) flat[counts[this.table[row + S[i]]]++] = S[i];
    for (let a = 0; a < k; a++) counts[replies[a]] = 0;
    return groups;
  }

  /** Whether guess g gives each target of S its own reply (it stops at the first reply repeated). */
  private separates(S: Int32Array, g: number): boolean {
    const row = g * this.T;
    const stamp = this.stamp;
    const epoch = ++this.epoch;
    for (let i = 0; i < S.length; i++) {
      const c = this.table[row + S[i]];
      if (stamp[c] === epoch) return false;
      stamp[c] = epoch;
    }
    return true;
  }

  /**
   * Every candidate's split of S, read straight from the table: how many groups, and whether S
   * holds the guess, which give its lower bound. Guesses that leave S in one group are dropped
   * (they cannot help S or any subset of it).
   *
   * A guess splits a subset into no more groups than it split the set, so candidates come sorted
   * by their groups in the parent, most first; once they have too few to beat `beta`, the rest
   * cannot either, and the scan stops there. If no guess so far could, it returns null: S costs
   * at least beta. Otherwise the rest are passed on unread to S's subsets (where they may still
   * help), with their counts from the parent. Unless asked not to, the scan also stops at the
   * first guess that splits S into single targets: nothing does better. A set too big for the
   * game's replies to split into pairs and singles gets each guess's bound from its group sizes
   * (`floorOf`).
   *
   * The scan of all targets ("root") takes every guess and counts groups only (its bounds rank
   * first guesses). A scan for the floor alone ("floor") keeps no guesses, and sums group sizes
   * only for a guess whose count of groups leaves it a chance to lower the floor.
   */
  scan(S: Int32Array, candidates: Candidates, beta: number, context = 0, kind: "node" | "root" | "floor" = "node", depth = Infinity, branching = this.branching): Scan | null {
    const n = S.length;
    const keep = kind !== "floor";
    // With a weight, a group too big to be found before the last guess costs more than its floor.
    const bigFloors = kind !== "root" && (n > branching + 1 || (this.weight > 0 && n - 1 > this.capacities[depth - 2]));
    const allowed = context > 0 ? this.hints!.keepers(Math.floor((context - 1) / 256), (context - 1) % 256) : null;
    // Small sets read the turned table (a few rows, each read along); big ones the table itself
    // (one row per guess, its bytes close together).
    const direct = n >= DIRECT;
    const table = direct ? this.table : this.byTarget;
    const G = this.game.guesses.length;
    const rows = direct ? S : S.map((t) => t * G);
    const stride = direct ? this.T : 1;
    const { correct } = this;
    const { guesses, groups } = candidates;
    // A node's scan lives while its guesses are tried, and each level below has its own arrays;
    // the scan of every target lives on (it ranks first guesses), in arrays of its own.
    const at = kind === "root" ? levelArrays(guesses.length, 0) : this.levelArrays(this.level);
    const { useful, split, bounds } = at;
    const counted = this.counter.counted;
    let u = 0;
    let floor = UNSOLVABLE;
    let perfect = -1;
    let most = 1; // the most groups besides the right one that a guess makes of S (see floorsWith)
    // bound = 3n − k − own < beta needs k ≥ 3n − beta groups.
    const needed = 3 * n - beta;
    let tail = -1;
    // The guesses a chunk at a time: first their groups are counted, then each is judged in order.
    for (let from = 0; from < guesses.length; from += CHUNK) {
      const to = Math.min(guesses.length, from + CHUNK);
      this.counter.count(table, rows, stride, guesses, from, to, allowed);
      for (let j = from; j < to; j++) {
        if (groups[j] < needed && tail < 0) {
          if (floor >= beta) return null;
          // The rest cannot beat beta here, so S's floor is known. Subsets of S get them unread,
          // each making no more groups of S than of the parent (the most of them this one).
          tail = j;
          most = Math.max(most, groups[j]);
          break;
        }
        const k = counted[j - from] >> 1;
        most = Math.max(most, k - (counted[j - from] & 1));
        if (k < 2) continue; // not allowed, or one group
        const g = guesses[j];
        if (k === n && perfect < 0) {
          perfect = g;
          if (kind !== "root") break; // nothing beats a split into single targets
        }
        const own = counted[j - from] & 1;
        let bound = 3 * n - k - own;
        // With few replies a big set's groups are big too, and their floors exceed 2s − 1: sum
        // them, where it can matter. The even split's floor needs no pass over S, and a guess it
        // puts at or past beta (or, for the floor alone, past the floor so far) is never tried.
        if (bigFloors) {
          bound = this.evenFloor(n, k, own, depth, branching);
          if (bound < (keep ? beta : floor)) bound = this.floorOf(S, g, depth, branching);
        }
        if (bound < floor) floor = bound;
        if (!keep) continue;
        bounds[u] = bound;
        split[u] = k;
        useful[u++] = g;
      }
      if (tail >= 0 || (perfect >= 0 && kind !== "root")) break;
    }
    if (tail < 0 && floor >= beta && perfect < 0) return null;
    const children = keep ? byGroups(at, u, candidates, tail < 0 ? guesses.length : tail, this.starts) : candidates;
    // Where the scan stopped at a split into single targets, the guesses after it went unread.
    const unread = perfect >= 0 && kind !== "root";
    return { useful: useful.subarray(0, u), bounds: bounds.subarray(0, u), children, floor, perfect, branching: unread ? branching : Math.min(branching, most) };
  }

  /** The arrays of the scans at this level (see `level`). */
  private levelArrays(level: number): LevelArrays {
    while (this.levels.length <= level) this.levels.push(levelArrays(this.game.guesses.length, this.T));
    return this.levels[level];
  }

  /**
   * The useful guesses of a scan whose bound is below `below`, best first: by bound, then by the
   * sum of squared group sizes (the expected size of the group left), then in list order. Squares
   * are counted one run of equal bounds at a time, as the caller reaches it: a search usually stops
   * within the first. A guess at or past `below` would never be tried, so it is never sorted.
   */
  *bestFirst(S: Int32Array, scan: Scan, below = Infinity): Generator<number> {
    const { useful, bounds } = scan;
    // Bound and place packed in one number, sorted at once: bounds (below 2^29) can be far
    // apart with the objective worst, too far for a counting sort.
    const keys: number[] = [];
    for (let j = 0; j < bounds.length; j++) if (bounds[j] < below) keys.push(bounds[j] * PLACES + j);
    const order = Float64Array.from(keys).sort();
    for (let start = 0; start < order.length; ) {
      const bound = Math.floor(order[start] / PLACES);
      let end = start + 1;
      while (end < order.length && Math.floor(order[end] / PLACES) === bound) end++;
      const run = Array.from(order.subarray(start, end), (key) => {
        const j = key % PLACES;
        return { j, squares: this.squares(S, useful[j]) };
      });
      run.sort((a, b) => a.squares - b.squares || useful[a.j] - useful[b.j]);
      for (const { j } of run) yield j;
      start = end;
    }
  }

  /** The most targets any tree can find within `depth` guesses: 1 + b + b² + … (b the branching). */
  capacity(depth: number, branching = this.branching): number {
    let total = 0;
    for (let d = 0, level = 1; d < depth && total < this.T; d++, level *= branching) total += level;
    return total;
  }

  /**
   * The least `floorOf` can be for a guess that splits n targets into k groups (counting its
   * own reply when `own`), whatever their sizes: floorAt grows ever faster with the size, so its
   * sum is least when the targets are shared among the groups as evenly as they can be.
   */
  evenFloor(n: number, k: number, own: number, depth: number, branching = this.branching): number {
    const groups = k - own;
    const each = Math.floor((n - own) / groups);
    const bigger = n - own - each * groups; // groups of each + 1
    return n + bigger * this.floorAt(each + 1, depth - 1, branching) + (groups - bigger) * this.floorAt(each, depth - 1, branching);
  }

  /** The floor of guess g on S with `depth` guesses left: |S| plus the floor of each group it leaves unsolved. */
  floorOf(S: Int32Array, g: number, depth: number, branching = this.branching): number {
    const { counts, replies, table } = this;
    const row = g * this.T;
    let k = 0; // the replies seen, each once
    for (let i = 0; i < S.length; i++) {
      const c = table[row + S[i]];
      if (counts[c]++ === 0) replies[k++] = c;
    }
    let sum = S.length;
    for (let a = 0; a < k; a++) {
      const c = replies[a];
      if (c !== this.correct) sum += this.floorAt(counts[c], depth - 1, branching);
      counts[c] = 0;
    }
    return sum;
  }

  /** The sum of the squared sizes of the groups guess g splits S into. */
  private squares(S: Int32Array, g: number): number {
    const counts = this.counts;
    const row = g * this.T;
    let sum = 0;
    for (let i = 0; i < S.length; i++) sum += 2 * counts[this.table[row + S[i]]]++ + 1;
    for (let i = 0; i < S.length; i++) counts[this.table[row + S[i]]] = 0;
    return sum;
  }

  /**
   * The tree for S whose first guess is g, from the results the search kept. `total`, S's cost
   * with g, gives each group a budget just above what it can cost, so that a group the memo has
   * forgotten (it starts afresh when full) is searched again quickly, not without a budget.
   */
  tree(S: Int32Array, depth: number, g: number, guesses: Candidates, context: number, total = UNSOLVABLE): Node {
    const branches = new Map<Reply, Tree>();
    const row = g * this.T;
    const guessTarget = this.game.targetIndex.get(this.game.guesses[g]);
    if (guessTarget !== undefined && S.includes(guessTarget)) branches.set(this.game.correct, this.game.guesses[g]);
    const groups = this.split(S, g);
    const hints = groups.map((group) => this.hintOf(g, group, context));
    // What each group costs at least; the room above those floors is what the total leaves.
    const floors = groups.map((group, i) => this.memo.known(group, depth - 1, hints[i])?.value ?? this.floorAt(group.length, depth - 1));
    let room = total - S.length - floors.reduce((a, b) => a + b, 0);
    groups.forEach((group, i) => {
      const budget = total >= UNSOLVABLE ? UNSOLVABLE : floors[i] + room + 1;
      const { tree, value } = this.subtree(group, depth - 1, guesses, hints[i], budget);
      room -= value - floors[i];
      branches.set(this.game.replyNames[this.table[row + group[0]]], tree);
    });
    return { guess: this.game.guesses[g], size: S.length, branches };
  }

  /** S's tree and cost, searched again (below `budget`) if the memo does not know it exactly. */
  private subtree(S: Int32Array, depth: number, guesses: Candidates, context: number, budget: number): { tree: Tree; value: number } {
    if (S.length === 1) return { tree: this.game.targets[S[0]], value: this.floorAt(1, depth) };
    const pair = this.floorAt(2, depth);
    if (S.length === 2) return { tree: this.tree(S, depth, this.game.targetGuess[S[0]], guesses, context, pair), value: pair };
    let known = this.memo.known(S, depth, context);
    if (!known?.exact) {
      this.solve(S, depth, budget, guesses, context);
      known = this.memo.known(S, depth, context);
    }
    if (!known?.exact || known.guess < 0) throw new Error("a group the search kept has no solution");
    return { tree: this.tree(S, depth, known.guess, guesses, context, known.value), value: known.value };
  }
}

/** Guesses to try on a set, with how many groups each split the parent set into, most first. */
interface Candidates {
  guesses: Int32Array;
  groups: Int32Array;
}

interface Scan {
  /** Every guess that splits S and its lower bound. */
  useful: Int32Array;
  bounds: Int32Array;
  /** The same guesses as candidates for subsets of S. */
  children: Candidates;
  /** The lowest bound of any guess: a lower bound for S. */
  floor: number;
  /** A guess splitting S into single targets, or −1. */
  perfect: number;
  /** The most groups besides the right one that any guess makes of S, or more: a floor's branching for S's subsets. */
  branching: number;
}

/** The fewest guesses s targets can take: one found at once, the rest a guess later. */
/** The fewest guesses for 0 … n targets when a guess has at most `branching` replies besides the right one. */
function floors(n: number, branching: number): Int32Array {
  const floor = new Int32Array(n + 1);
  let depth = 1;
  let room = 1; // targets that can still be found at this depth
  for (let s = 1; s <= n; s++) {
    if (room === 0) [depth, room] = [depth + 1, Math.min(branching ** (depth), n)];
    floor[s] = floor[s - 1] + depth;
    room--;
  }
  return floor;
}

/** How many different replies the game's table holds, counted once per game (the table is big). */
const counted = new WeakMap<Game, number>();
function replyCount(game: Game): number {
  const known = counted.get(game);
  if (known !== undefined) return known;
  const seen = new Uint8Array(256);
  const table = game.replies;
  for (let i = 0; i < table.length; i++) seen[table[i]] = 1; // no branch: replies come in no order
  let count = 0;
  for (const s of seen) count += s;
  counted.set(game, count);
  return count;
}

/** A scan's arrays: its useful guesses, their groups and bounds, and its candidates for subsets. */
interface LevelArrays {
  useful: Int32Array;
  split: Int32Array;
  bounds: Int32Array;
  guesses: Int32Array;
  groups: Int32Array;
  /** The groups of the guess being tried at this level (two spare places: see `split`). */
  targets: Int32Array;
}

function levelArrays(guesses: number, targets: number): LevelArrays {
  const array = () => new Int32Array(guesses);
  return { useful: array(), split: array(), bounds: array(), guesses: array(), groups: array(), targets: new Int32Array(targets + 2) };
}

/**
 * The first u useful guesses as candidates, sorted by their number of groups, most first (a
 * counting sort), with the parent's candidates from `tail` on, unread, each with its count in the
 * parent (no fewer than it can split any subset into); in the same arrays' `guesses` and
 * `groups`. `start` is scratch for the sort.
 */
function byGroups(at: LevelArrays, u: number, parent: Candidates, tail: number, start: Int32Array): Candidates {
  const { useful, split } = at;
  start.fill(0);
  const m = parent.guesses.length - tail;
  for (let j = 0; j < u; j++) start[256 - split[j] + 1]++;
  for (let j = tail; j < parent.guesses.length; j++) start[256 - parent.groups[j] + 1]++;
  for (let b = 1; b < start.length; b++) start[b] += start[b - 1];
  for (let j = 0; j < u + m; j++) {
    const g = j < u ? useful[j] : parent.guesses[tail + j - u];
    const k = j < u ? split[j] : parent.groups[tail + j - u];
    const to = start[256 - k]++;
    at.guesses[to] = g;
    at.groups[to] = k;
  }
  return { guesses: at.guesses.subarray(0, u + m), groups: at.groups.subarray(0, u + m) };
}
