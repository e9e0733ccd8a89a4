// The references the exact search is tested against: plain recursion, and small random games.
import * as G from "../src/game";
import { PythonRandom } from "../src/random";

/**
 * The fewest total guesses by plain recursion over every allowed guess, with no bounds, no
 * budgets and no shortcuts: the reference the search must agree with. Hard mode is checked with
 * keepsHints on the words themselves.
 */
export function bruteForce(game: G.Game, hard: boolean, maxGuesses: number): number {
  return Math.min(...bruteForceFirst(game, hard, maxGuesses).values());
}

/** The same, for each first guess: the fewest total guesses of a tree that starts with it. */
export function bruteForceFirst(game: G.Game, hard: boolean, maxGuesses: number): Map<string, number> {
  if (game.targets.length === 1) return new Map(game.guesses.map((g) => [g, g === game.targets[0] ? 1 : Infinity]));
  return bruteForceAt(game, hard, game.targets.map((_, t) => t), maxGuesses, null);
}

/**
 * At a position (the targets S still possible, `depth` guesses left, and in hard mode the last
 * guess and reply), what each guess allowed there costs: |S| plus the fewest guesses of each group
 * it leaves unsolved, by the same plain recursion.
 */
export function bruteForceAt(game: G.Game, hard: boolean, S: number[], depth: number, last: [string, string] | null): Map<string, number> {
  const T = game.targets.length;
  const correct = game.replyNames.indexOf(game.correct);
  const memo = new Map<string, number>();
  // Which guesses keep the hints of (guess, reply), by keepsHints on the words: one list per hint.
  const keeping = new Map<number, Uint8Array>();
  const keeps = (hint: number): Uint8Array => {
    let allowed = keeping.get(hint);
    if (!allowed) {
      const [previous, reply] = [game.guesses[hint >> 8], game.replyNames[hint & 255]];
      allowed = Uint8Array.from(game.guesses, (guess) => (G.keepsHints(guess, previous, reply) ? 1 : 0));
      keeping.set(hint, allowed);
    }
    return allowed;
  };
  // S's targets by the reply guess g gives them, read from the game's reply table by a loop of
  // its own (the search under test splits its sets with its own counting kernel).
  const split = (S: number[], g: number): Map<number, number[]> => {
    const groups = new Map<number, number[]>();
    for (const t of S) {
      const reply = game.replies[g * T + t];
      const group = groups.get(reply);
      if (group) group.push(t);
      else groups.set(reply, [t]);
    }
    return groups;
  };
  // The cost of S when the first guess is g, and the cost of S with any guess.
  const after = (S: number[], depth: number, g: number): number => {
    let total = S.length;
    for (const [reply, group] of split(S, g)) if (reply !== correct) total += cost(group, depth - 1, g * 256 + reply);
    return total;
  };
  const cost = (S: number[], depth: number, hint: number): number => {
    if (depth === 0) return Infinity;
    if (S.length === 1) return 1;
    const key = `${S.join()} ${depth} ${hard ? hint : ""}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const allowed = hard ? keeps(hint) : null;
    let best = Infinity;
    for (let g = 0; g < game.guesses.length; g++) {
      if (allowed && !allowed[g]) continue;
      const guessed = game.targetIndex.get(game.guesses[g]);
      if (split(S, g).size === 1 && !(guessed !== undefined && S.includes(guessed))) continue; // learns nothing
      best = Math.min(best, after(S, depth, g));
    }
    memo.set(key, best);
    return best;
  };
  const allowed = (word: string) => !hard || last === null || G.keepsHints(word, ...last);
  return new Map(game.guesses.filter(allowed).map((word) => [word, after(S, depth, game.guessIndex.get(word)!)]));
}

/** A small random Wordle: `n` targets, and the targets plus `extra` other allowed guesses. */
export function smallGame(small: readonly string[], big: readonly string[], seed: string, n: number, extra: number): G.Game {
  const random = new PythonRandom(seed);
  const targets = new Set<string>();
  while (targets.size < n) targets.add(random.choice(small));
  const guesses = new Set(targets);
  while (guesses.size < n + extra) guesses.add(random.choice(big));
  return G.wordle([...targets].sort(), [...guesses].sort());
}

/** A tree's cost under the objective worst: targets found at the last guess allowed, then the total. */
export type WorstCost = [atWorst: number, total: number];

/**
 * For each first guess, the least (targets found at guess `maxGuesses`, total guesses) of a tree
 * that starts with it, compared in that order, by plain recursion over every guess: the
 * reference for the objective worst. [Infinity, Infinity] when no tree finds every target in time.
 */
export function bruteForceWorst(game: G.Game, maxGuesses: number): Map<string, WorstCost> {
  const T = game.targets.length;
  const correct = game.replyNames.indexOf(game.correct);
  const none: WorstCost = [Infinity, Infinity];
  const less = (a: WorstCost, b: WorstCost) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  const memo = new Map<string, WorstCost>();
  const after = (S: number[], depth: number, g: number): WorstCost => {
    const groups = new Map<number, number[]>();
    for (const t of S) {
      const reply = game.replies[g * T + t];
      groups.set(reply, [...(groups.get(reply) ?? []), t]);
    }
    // The target g itself, if it is one of S, is found now: at the last guess when depth is 1.
    const found = groups.has(correct) ? 1 : 0;
    let cost: WorstCost = [depth === 1 ? found : 0, S.length];
    for (const [reply, group] of groups) {
      if (reply === correct) continue;
      const c = best(group, depth - 1);
      cost = [cost[0] + c[0], cost[1] + c[1]];
    }
    return cost;
  };
  const best = (S: number[], depth: number): WorstCost => {
    if (depth === 0) return none;
    const key = `${S.join()} ${depth}`;
    const known = memo.get(key);
    if (known) return known;
    let result = none;
    for (let g = 0; g < game.guesses.length; g++) {
      const cost = after(S, depth, g);
      if (less(cost, result)) result = cost;
    }
    memo.set(key, result);
    return result;
  };
  const all = game.targets.map((_, t) => t);
  return new Map(game.guesses.map((word, g) => [word, after(all, maxGuesses, g)]));
}
