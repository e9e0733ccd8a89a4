// The references the exact search is tested against: plain recursion, and small random games.
import * as G from "../src/game";
import * as T from "../src/guessTree";
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
  const memo = new Map<string, number>();
  // The cost of S when the first guess is `guess`, and the cost of S with any guess.
  const after = (S: string[], depth: number, guess: string): number => {
    let total = S.length;
    for (const [reply, group] of T.partition(game, guess, S)) if (reply !== game.correct) total += cost(group, depth - 1, [guess, reply]);
    return total;
  };
  const cost = (S: string[], depth: number, last: [string, string]): number => {
    if (depth === 0) return Infinity;
    if (S.length === 1) return 1;
    const key = `${S.join()} ${depth} ${hard ? last.join(" ") : ""}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = Infinity;
    for (const guess of game.guesses) {
      if (hard && !G.keepsHints(guess, last[0], last[1])) continue;
      if (T.partition(game, guess, S).size === 1 && !S.includes(guess)) continue; // learns nothing
      best = Math.min(best, after(S, depth, guess));
    }
    memo.set(key, best);
    return best;
  };
  if (game.targets.length === 1) return new Map(game.guesses.map((g) => [g, g === game.targets[0] ? 1 : Infinity]));
  return new Map(game.guesses.map((g) => [g, after([...game.targets], maxGuesses, g)]));
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
