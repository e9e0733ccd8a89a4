/**
 * The perfect player's verdict on a game, guess by guess. A position is the set S of targets
 * still possible with d guesses left (and, in hard mode, the hints the last reply gave). Its
 * value V is the least total number of guesses that finds every target of S, playing perfectly
 * (each target equally likely, so V / |S| is the expectation). For the guess g played there,
 * Q = |S| + the sum of V over the groups g leaves unsolved: what g costs, playing perfectly after.
 * Then, per turn,
 *
 *   choice = (Q − V) / |S|                 the guesses this choice gave away on average;
 *   luck   = Q / |S| − (1 + V' / |S'|)     how much easier than expected the reply left it,
 *
 * where S' is the group the reply left (V' = 0 when the guess was right). Over a finished game
 * these add up exactly: guesses taken = V₁ / |S₁| + Σ choice − Σ luck, since each turn's
 * choice − luck is 1 + V' / |S'| − V / |S|, and the sum telescopes. The values are kept as
 * whole totals and the sums as exact fractions, so the identity holds exactly.
 */
import { brokenHint, Game, keepsHints, reply as replyOf, Word } from "../game";
import { Reply } from "../replies";
import { TableRow } from "../firstGuessTable";
import { fixed, printable, thousands } from "../format";
import { Search, UNSOLVABLE } from "./search";
import { SearchTimeout } from "./types";

/** A fraction p / q in lowest terms, q > 0, exact at any size. */
export class Fraction {
  readonly p: bigint;
  readonly q: bigint;
  constructor(p: bigint | number, q: bigint | number = 1n) {
    let [a, b] = [BigInt(p), BigInt(q)];
    if (b === 0n) throw new Error("a fraction needs a denominator other than 0");
    if (b < 0n) [a, b] = [-a, -b];
    const g = gcd(a < 0n ? -a : a, b);
    this.p = a / g;
    this.q = b / g;
  }
  plus(other: Fraction): Fraction {
    return new Fraction(this.p * other.q + other.p * this.q, this.q * other.q);
  }
  minus(other: Fraction): Fraction {
    return new Fraction(this.p * other.q - other.p * this.q, this.q * other.q);
  }
  equals(other: Fraction): boolean {
    return this.p === other.p && this.q === other.q;
  }
  valueOf(): number {
    return Number(this.p) / Number(this.q);
  }
  toString(): string {
    return this.q === 1n ? `${this.p}` : `${this.p}/${this.q}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** One turn, judged. V and Q are totals over the position's `targets`; null where infinite. */
export interface JudgedTurn {
  readonly guess: Word;
  readonly reply: Reply;
  /** Targets possible before the guess. */
  readonly targets: number;
  /** Targets possible after the reply (0 when the guess was right). */
  readonly left: number;
  /** The position's value: the least total over its targets, playing perfectly. */
  readonly V: number | null;
  /** The total over the same targets when playing this guess now and perfectly after. */
  readonly Q: number | null;
  /** Every guess whose Q is V. */
  readonly best: Word[];
  /**
   * False when a search of this turn ran out of time: V, Q or the next position's value is then a
   * proven lower bound, and choice and luck are not known exactly.
   */
  readonly proven: boolean;
  /** Is V exact (else a lower bound)? Is Q? */
  readonly exactV: boolean;
  readonly exactQ: boolean;
  /** (Q − V) / targets; null when Q is infinite or not known exactly. */
  readonly choice: Fraction | null;
  /** Q / targets − (1 + V' / left); null when Q is infinite. */
  readonly luck: Fraction | null;
}

export interface Verdict {
  readonly rows: JudgedTurn[];
  /** Was the target found with the last guess? */
  readonly finished: boolean;
  /** V / |S| at the start: the perfect player's expected number of guesses. */
  readonly start: Fraction | null;
  readonly choice: Fraction | null;
  readonly luck: Fraction | null;
}

export interface JudgeOptions {
  hard?: boolean;
  /** The most guesses a game may take; default 6. */
  maxGuesses?: number;
  /**
   * The committed table of every first guess for this game and mode (data/first-guesses/), read
   * with readTable: where it is exact, the first turn's values come from it; without it, the first
   * position is searched over every first guess (fine for small games, far too slow for Wordle).
   */
  table?: readonly TableRow[];
  /**
   * Seconds each search may take (default: no limit): valuing a position, a guess, or a first
   * guess the table has only a bound for. Past them, the value is a lower bound, labelled as one.
   */
  timeLimit?: number;
}

/**
 * Judges games of one game and mode, remembering every position it has valued: judging many
 * games, or a game turn by turn as it is played, pays for each position once.
 */
export class Judge {
  private readonly search: Search;
  private readonly depth: number;
  private readonly table: Map<Word, TableRow> | null;
  private startValue?: { V: number; best: Word[] };

  constructor(
    readonly game: Game,
    private readonly options: JudgeOptions = {},
  ) {
    this.depth = options.maxGuesses ?? 6;
    if (!(this.depth >= 1) || !Number.isInteger(this.depth)) throw new Error(`maxGuesses must be a whole number, at least 1, not ${options.maxGuesses}`);
    this.search = new Search(game, { hard: options.hard });
    this.table = options.table ? new Map(options.table.map((row) => [row.guess, row])) : null;
  }

  /** The verdict on a game played against a known target. */
  judge(guesses: readonly Word[], target: Word): Verdict {
    const t = /^[A-Za-z]+$/.test(target) ? this.game.targetIndex.get(target.toUpperCase()) : undefined;
    if (t === undefined) throw new Error(`${printable(target) || '""'} is not one of the ${thousands(this.game.targets.length)} targets of ${this.game.name}`);
    const words = guesses.map((g) => this.allowed(g));
    return this.judgeReplies(words, words.map((g) => replyOf(this.game, g, this.game.targets[t])));
  }

  /** The verdict from the guesses and the replies they got, when the target is not known. */
  judgeReplies(guesses: readonly Word[], replies: readonly Reply[]): Verdict {
    const { game } = this;
    const rows = this.positions(guesses, replies).map(({ guess, reply, g, S, after, depth, context, afterHint }, turn) => {
      const start = turn === 0;
      // Each search gets the time limit; past it, what is proven instead: a lower bound.
      const position = this.bounded(() => this.value(S, depth, context, start), () => ({ V: this.floorOf(S, context), best: [] as Word[] }));
      const { V, best } = position.value;
      const guessed = start ? this.firstCost(g) : this.bounded(() => this.cost(S, depth, context, g), () => this.guessFloor(S, g));
      const Q = guessed.value;
      const solved = reply === game.correct;
      const left = solved ? 0 : after.length;
      const following = solved ? { value: 0, exact: true } : this.bounded(() => this.value(after, depth - 1, afterHint, false).V, () => this.floorOf(after, afterHint));
      const next = following.value;
      const n = S.length;
      const finite = (x: number) => x < UNSOLVABLE;
      const exact = position.exact && guessed.exact && following.exact;
      return {
        guess,
        reply,
        targets: n,
        left,
        V: finite(V) ? V : null,
        Q: finite(Q) ? Q : null,
        best,
        proven: exact,
        exactV: position.exact,
        exactQ: guessed.exact,
        choice: exact && finite(Q) && finite(V) ? new Fraction(Q - V, n) : null,
        luck: exact && finite(Q) && finite(next) ? new Fraction(Q, n).minus(new Fraction(1).plus(left ? new Fraction(next, left) : new Fraction(0))) : null,
      };
    });
    const first = rows[0];
    const sum = (part: "choice" | "luck") =>
      rows.every((row) => row[part] !== null) ? rows.reduce((total, row) => total.plus(row[part]!), new Fraction(0)) : null;
    return {
      rows,
      finished: rows.length > 0 && rows[rows.length - 1].left === 0,
      start: first?.V != null ? new Fraction(first.V, first.targets) : null,
      choice: sum("choice"),
      luck: sum("luck"),
    };
  }

  /**
   * The positions of a game, checked: for each turn the guess and its reply (and their indices),
   * the targets possible before it (S) and after it, the guesses left, and the hard-mode hints
   * before and after it (0 outside hard mode).
   * @throws Error for a game that is not one: a word not allowed, a reply no target gives, a guess
   *   after the win, a broken hard-mode hint, too many guesses
   */
  private positions(guesses: readonly Word[], replies: readonly Reply[]) {
    const { game } = this;
    if (guesses.length !== replies.length) throw new Error(`${guesses.length} guess${guesses.length === 1 ? "" : "es"} but ${replies.length} repl${replies.length === 1 ? "y" : "ies"}`);
    if (guesses.length > this.depth) throw new Error(`a game has at most ${this.depth} guesses, not ${guesses.length}`);
    let S = this.search.all;
    let context = 0;
    return guesses.map((word, turn) => {
      const guess = this.allowed(word);
      const reply = replies[turn];
      if (turn > 0 && replies[turn - 1] === game.correct) throw new Error(`${guess} comes after the game was won`);
      if (!/^[A-Z.]+$/.test(reply)) throw new Error(`${printable(reply) || '""'} is not a reply (G, Y and . for each letter)`);
      if (this.options.hard && turn > 0) {
        const broken = brokenHint(guess, guesses[turn - 1].toUpperCase(), replies[turn - 1]);
        if (broken) throw new Error(`${guess} breaks hard mode: ${broken}`);
      }
      const g = game.guessIndex.get(guess)!;
      const r = game.replyNames.indexOf(reply);
      const after = r < 0 ? new Int32Array(0) : S.filter((t) => game.replies[g * game.targets.length + t] === r);
      if (after.length === 0) throw new Error(`no target left gives ${guess} the reply ${printable(reply)}${turn > 0 ? " after the guesses before it" : ""}`);
      const position = { guess, reply, g, S, after, depth: this.depth - turn, context, afterHint: this.hintAfter(g, r) };
      [S, context] = [after, position.afterHint];
      return position;
    });
  }

  /** The hard-mode hints that guess g and reply r leave (coded as the search codes them), or 0. */
  private hintAfter(g: number, r: number): number {
    return this.options.hard ? g * 256 + r + 1 : 0;
  }

  /** A word the game allows as a guess, in capitals; or a clear error. */
  private allowed(word: Word): Word {
    const guess = word.toUpperCase();
    // A–Z only: "ﬁght".toUpperCase() is FIGHT, and a guess is what was typed.
    if (!/^[A-Za-z]+$/.test(word) || !this.game.guessIndex.has(guess)) throw new Error(`${printable(word) || '""'} is not an allowed guess in ${this.game.name}`);
    return guess;
  }

  /**
   * Why a turn's best guess is best: the groups it and the guess played split the position into,
   * each with its size and V (the least total for it, playing perfectly), biggest group first. The
   * position is the one before guess `turn` (counting from 0) of a game given by its replies.
   */
  explain(guesses: readonly Word[], replies: readonly Reply[], turn: number): { targets: number; best: GroupValue[]; played: GroupValue[]; bestGuess: Word; playedGuess: Word } {
    const { game } = this;
    const position = this.positions(guesses.slice(0, turn + 1), replies.slice(0, turn + 1))[turn];
    if (!position) throw new Error(`the game has no turn ${turn + 1}`);
    const { S, depth, context, guess } = position;
    const groupsOf = (word: Word): GroupValue[] => {
      const g = game.guessIndex.get(word)!;
      return this.search
        .split(S, g)
        .map((group) => {
          const r = game.replies[g * game.targets.length + group[0]];
          const hint = this.hintAfter(g, r);
          const V = this.bounded(() => this.value(group, depth - 1, hint, false).V, () => this.floorOf(group, hint));
          return { reply: game.replyNames[r], size: group.length, V: V.value < UNSOLVABLE ? V.value : null, exact: V.exact };
        })
        .sort((a, b) => b.size - a.size || (a.reply < b.reply ? -1 : 1));
    };
    const { best } = this.bounded(() => this.value(S, depth, context, turn === 0), () => ({ V: 0, best: [] as Word[] })).value;
    const bestGuess = best[0] ?? guess;
    return { targets: S.length, best: groupsOf(bestGuess), played: groupsOf(guess), bestGuess, playedGuess: guess };
  }

  /** V of a position, and every guess that reaches it (in hard mode, among those it allows). */
  private value(S: Int32Array, depth: number, context: number, start: boolean): { V: number; best: Word[] } {
    if (start) return (this.startValue ??= this.startOf());
    const V = S.length === 0 ? 0 : this.search.solve(S, depth, UNSOLVABLE, this.search.everyGuess, context);
    if (V >= UNSOLVABLE || S.length === 0) return { V, best: [] };
    const { game } = this;
    const hint = context > 0 ? ([game.guesses[Math.floor((context - 1) / 256)], game.replyNames[(context - 1) % 256]] as const) : null;
    // Only a guess whose floor is at most V can cost V: 3|S| − its groups − 1 if it is one of S
    // (each group of s costs at least 2s − 1). Those are tried against a budget of V + 1.
    const T = game.targets.length;
    const seen = new Int32Array(256).fill(-1);
    const best = game.guesses.filter((guess, g) => {
      if (hint && !keepsHints(guess, ...hint)) return false;
      let groups = 0;
      for (const t of S) if (seen[game.replies[g * T + t]] !== g) (seen[game.replies[g * T + t]] = g), groups++;
      const own = S.includes(game.targetIndex.get(guess) ?? -1) ? 1 : 0;
      return 3 * S.length - groups - own <= V && this.cost(S, depth, context, g, V + 1) === V;
    });
    return { V, best };
  }

  /** Q of a later turn: what guess g costs at S; exact below `budget`, else a bound of at least it. */
  private cost(S: Int32Array, depth: number, context: number, g: number, budget = UNSOLVABLE): number {
    return this.search.tryGuess(S, depth, budget, g, this.search.everyGuess, context);
  }

  /** Q of a first guess: the table's where exact, else searched within the time limit. */
  private firstCost(g: number): { value: number; exact: boolean } {
    const row = this.table?.get(this.game.guesses[g]);
    const of = (total: number) => (Number.isFinite(total) ? total : UNSOLVABLE);
    if (row?.exact) return { value: of(row.total), exact: true };
    return this.bounded(
      () => of(this.search.settle(g, this.depth, UNSOLVABLE).total),
      () => row?.total ?? this.search.firstGuessFloor(g),
    );
  }

  /** A search within the time limit, exact; or, past it, the bound that `bound` proves instead. */
  private bounded<T>(search: () => T, bound: () => T): { value: T; exact: boolean } {
    this.search.limitTime(this.options.timeLimit ?? Infinity);
    try {
      return { value: search(), exact: true };
    } catch (e) {
      if (!(e instanceof SearchTimeout)) throw e;
      this.search.limitTime(Infinity);
      return { value: bound(), exact: false };
    } finally {
      this.search.limitTime(Infinity);
    }
  }

  /** A lower bound on V: the least floor of any guess's split of S (2s − 1 for each group of s, or more). */
  private floorOf(S: Int32Array, context: number): number {
    if (S.length <= 2) return S.length === 2 ? 3 : S.length;
    const scan = this.search.scan(S, this.search.everyGuess, UNSOLVABLE, context);
    return scan === null ? UNSOLVABLE : scan.perfect >= 0 ? 2 * S.length - 1 : scan.floor;
  }

  /** A lower bound on Q: one guess for each target, and each group's floor by its size. */
  private guessFloor(S: Int32Array, g: number): number {
    return this.search.split(S, g).reduce((sum, group) => sum + this.search.floors[group.length], S.length);
  }

  /** The first position: from the table where it is exact, else by settling every first guess. */
  private startOf(): { V: number; best: Word[] } {
    if (this.table) {
      const exact = [...this.table.values()].filter((row) => row.exact);
      const V = Math.min(...exact.map((row) => row.total));
      if (!Number.isFinite(V)) return { V: UNSOLVABLE, best: [] };
      return { V, best: exact.filter((row) => row.total === V).map((row) => row.guess).sort() };
    }
    let V = UNSOLVABLE;
    const totals = this.game.guesses.map((_, g) => {
      const { total, exact } = this.search.settle(g, this.depth, V + 1);
      if (exact && total < V) V = total;
      return exact ? total : Infinity;
    });
    // A guess settled before the best was known was settled exactly; one settled after, below V + 1.
    return { V, best: this.game.guesses.filter((_, g) => totals[g] === V) };
  }
}

/** A group a guess leaves: its reply, its size and its V (null where no tree finds it in time), exact or a bound. */
export interface GroupValue {
  readonly reply: Reply;
  readonly size: number;
  readonly V: number | null;
  readonly exact: boolean;
}

/** A verdict as a table in words, the same in the terminal and on the page. */
export interface VerdictTable {
  readonly headers: readonly string[];
  readonly rows: readonly string[][];
  /** The line under the table: how the parts add up, or why they cannot. */
  readonly sum: string;
}

const signed = (x: Fraction) => (x.p < 0n ? `−${fixed(-x.valueOf(), 2)}` : `+${fixed(x.valueOf(), 2)}`);
const per = (total: number | null, targets: number) => (total === null ? "∞" : fixed(total / targets, 2));
/** A choice's cost: two decimals, and never 0.00 for a guess that did give something away. */
const given = (x: Fraction) => (x.p > 0n && x.valueOf() < 0.005 ? "< 0.01" : fixed(x.valueOf(), 2));

/**
 * The verdict's rows: each guess with its reply, the targets before and after, the perfect
 * player's expected guesses from there (and its best guess), this guess's, and choice and luck.
 */
export function verdictTable(verdict: Verdict, maxGuesses = 6): VerdictTable {
  const headers = ["guess", "reply", "targets", "perfect play", "this guess", "choice", "luck"];
  const rows = verdict.rows.map((row, k) => {
    const best = row.best.length === 0 ? "" : row.best.length <= 2 ? row.best.join(", ") : `${row.best[0]} and ${row.best.length - 1} more`;
    return [
      row.guess,
      row.reply,
      `${thousands(row.targets)} → ${thousands(row.left)}`,
      row.V === null ? "cannot be sure to finish" : row.exactV ? `${per(row.V, row.targets)} (${best})` : `at least ${per(row.V, row.targets)}`,
      row.Q === null ? "∞" : `${row.exactQ ? "" : "at least "}${per(row.Q, row.targets)}`,
      row.choice === null ? (row.proven ? "" : "?") : given(row.choice),
      row.luck === null ? (row.proven ? "" : "?") : signed(row.luck),
    ];
  });
  const n = verdict.rows.length;
  const guesses = `${n} guess${n === 1 ? "" : "es"}`;
  let sum: string;
  if (!verdict.finished && n >= maxGuesses) sum = `The target was not found in ${maxGuesses} guesses, so there is no total to split into parts.`;
  else if (!verdict.finished) sum = "The game is not finished: the parts add up once the target is found.";
  else if (verdict.rows.some((row) => !row.proven)) sum = "A search ran out of time, so some values are only lower bounds (and choice and luck, shown ?, are not known exactly).";
  else if (!verdict.start || !verdict.choice || !verdict.luck) sum = "A guess here could leave a target unfound, so the parts cannot add up.";
  else
    sum =
      `${guesses} = ${fixed(verdict.start.valueOf(), 2)} expected at the start + ${fixed(verdict.choice.valueOf(), 2)} ` +
      `given away by the choices ${verdict.luck.valueOf() < 0 ? `+ ${fixed(-verdict.luck.valueOf(), 2)} of bad luck` : `− ${fixed(verdict.luck.valueOf(), 2)} of luck`}` +
      (verdict.start.plus(verdict.choice).minus(verdict.luck).equals(new Fraction(n)) ? "" : " (does not add up: a bug)") +
      (n > 1 ? " (each part exact, each figure rounded)" : "");
  // ∞ is said once, under the table, rather than in a cell that would stretch its column.
  const unfound = verdict.rows.some((row) => row.Q === null) ? " ∞: the guess could leave a target unfound in the guesses left." : "";
  return { headers, rows, sum: sum + unfound };
}
