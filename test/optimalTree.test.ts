import { beforeAll, describe, expect, it } from "vitest";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import { FirstGuesses, NoTreeBelow, optimalTree, SearchTimeout } from "../src/optimal";
import { Search } from "../src/optimal/search";
import { hashSet } from "../src/optimal/memo";
import { PythonRandom } from "../src/random";
import * as M from "../src/codeBreaking";
import { loadWordList } from "../src/wordlists";
import { counts } from "../src/replies";
import { bruteForce, bruteForceAt, bruteForceFirst, bruteForceWorst, smallGame, WorstCost } from "./bruteForce";

let small: string[];
let big: string[];
beforeAll(async () => {
  small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
});

describe("exact search on small games, against brute force", () => {
  const cases = ["a", "b", "c", "d", "e", "f", "g", "h"].map((seed, i) => ({ seed, n: 12 + 4 * i, extra: 40 }));
  for (const { seed, n, extra } of cases) {
    it(`finds the optimum for ${n} targets and ${n + extra} guesses (seed ${seed}), normal and hard mode`, () => {
      const game = smallGame(small, big, seed, n, extra);
      for (const hard of [false, true]) {
        const expected = bruteForce(game, hard, 6);
        const found = optimalTree(game, { hard, firstGuesses: game.guesses.length });
        expect(found.total).toBe(expected);
        expect(found.proven).toBe(true);
        const check = T.checkTree(game, found.tree, { hard, maxGuesses: 6 });
        expect(check.total).toBe(found.total);
        // Each first guess's total is exact, or a lower bound (often from the second look alone),
        // against a second search that keeps what it learns from one first guess to the next.
        const again = new FirstGuesses(game, { hard });
        for (const tried of found.firstGuesses.slice(0, 12)) {
          let own: number;
          try {
            own = again.optimalTree({ first: tried.guess }).total;
          } catch {
            own = Infinity;
          }
          if (tried.exact) expect([tried.guess, tried.total]).toEqual([tried.guess, own]);
          else expect(own).toBeGreaterThanOrEqual(tried.total);
        }
        // What that search learnt leaves its optimum, and its proof of nothing below, as they were.
        expect(again.optimalTree({ firstGuesses: game.guesses.length }).total).toBe(expected);
        expect(() => again.optimalTree({ firstGuesses: game.guesses.length, below: expected })).toThrow(NoTreeBelow);
        // A limited search can only do worse, never better, and its tree plays as it says.
        const limited = optimalTree(game, { hard, top: 1, firstGuesses: 3 });
        expect(limited.total).toBeGreaterThanOrEqual(expected);
        expect(T.checkTree(game, limited.tree, { hard }).total).toBe(limited.total);
        // Exact below a size, the beam still only finds trees; exact everywhere, it is exact.
        const below = optimalTree(game, { hard, top: 1, exactBelow: Math.ceil(n / 4), firstGuesses: 3 });
        expect(below.total).toBeGreaterThanOrEqual(expected);
        expect(T.checkTree(game, below.tree, { hard }).total).toBe(below.total);
        const opener = (found.tree as T.Node).guess;
        const everywhere = optimalTree(game, { hard, top: 1, exactBelow: n, first: opener });
        expect(everywhere.total).toBe(expected);
        // Told to look below the optimum, the search proves there is nothing; one above, it finds it.
        const every = { hard, firstGuesses: game.guesses.length };
        expect(optimalTree(game, { ...every, below: expected + 1 }).total).toBe(expected);
        expect(() => optimalTree(game, { ...every, below: expected })).toThrow(NoTreeBelow);
      }
    });
  }

  it("settles every first guess, against brute force, whatever the budget (normal and hard mode)", () => {
    for (const [seed, n] of [["a", 12], ["c", 20], ["e", 28]] as const) {
      const game = smallGame(small, big, seed, n, 40);
      for (const hard of [false, true]) {
        const truth = bruteForceFirst(game, hard, 6);
        // One search settles them all, in the order the command takes: what it keeps between
        // first guesses is what is at risk here.
        const search = new FirstGuesses(game, { hard });
        const ranked = search.ranked();
        expect([...ranked].sort()).toEqual([...game.guesses].sort());
        ranked.forEach((guess, i) => {
          const total = truth.get(guess)!;
          const finite = total === Infinity ? 3 * n : total;
          // Above the total, at it, and below it: exact only when the total is below the budget.
          const budget = [Infinity, finite + 1, finite, finite - 5][i % 4];
          const found = search.settle(guess, budget);
          const where = [seed, hard, guess, budget];
          if (found.exact) expect([...where, found.total]).toEqual([...where, total]);
          else {
            expect([...where, found.total >= budget]).toEqual([...where, true]);
            expect([...where, found.total <= total]).toEqual([...where, true]);
          }
          if (total < budget) expect([...where, found.exact]).toEqual([...where, true]);
        });
      }
    }
  });

  it("settles every first guess within one, two and three guesses, against brute force, whatever the budget", () => {
    // With one or two guesses, the groups a first guess leaves are small and few guesses are
    // left for them: the first guess's groups of one and two codes cost their floors only when
    // those guesses are enough to find them.
    // Among them, the 4 codes 3×4 leaves after 123 = 0B2W and 234 = 1B1W, which 241 splits into
    // single codes: within one guess it finds one of them only.
    const steps = [{ guess: "123", reply: "0B2W" }, { guess: "234", reply: "1B1W" }];
    const four = G.makeGame(G.pathSpec(M.mastermindSpec(3, 4), steps));
    expect(four.targets).toEqual(["241", "314", "332", "431"]);
    for (const game of [four, M.mastermindGame(2, 3), M.mastermindGame(3, 3), M.mastermindGame(2, 5), M.mastermindGame(4, 2), G.groupGame(M.mastermindSpec(3, 4), "123", "0B2W")]) {
      for (const maxGuesses of [1, 2, 3]) {
        const truth = bruteForceFirst(game, false, maxGuesses);
        const search = new FirstGuesses(game, { maxGuesses });
        search.ranked().forEach((guess, i) => {
          const total = truth.get(guess)!;
          const finite = total === Infinity ? 3 * game.targets.length : total;
          const budget = [Infinity, finite + 1, finite, finite - 2, 100][i % 5];
          const found = search.settle(guess, budget);
          const where = [game.name, maxGuesses, guess, budget];
          if (found.exact) expect([...where, found.total]).toEqual([...where, total]);
          else expect([...where, found.total >= budget && found.total <= total]).toEqual([...where, true]);
          if (total < budget) expect([...where, found.exact]).toEqual([...where, true]);
        });
      }
    }
  });

  // Counting replies are few, so big sets get floors above 2s − 1 (summed group by group): the
  // bound most at risk of being too high, checked where brute force can reach.
  const countGames: [string, () => G.Game, number[]][] = [
    ["Mastermind, 3 pegs and 3 colours (27 codes)", () => M.mastermindGame(3, 3), [3, 4, 5, 6]],
    ["Mastermind, 2 pegs and 5 colours (25 codes)", () => M.mastermindGame(2, 5), [3, 4, 5, 6]],
    ["Mastermind, 3 pegs and 4 colours (64 codes)", () => M.mastermindGame(3, 4), [3, 4]],
    ["Bulls and Cows, 2 digits (90 codes)", () => M.bullsAndCowsGame(2), [3, 4]],
  ];
  it.each(countGames)("agrees on counting replies over every first guess: %s", (_, make, limits) => {
    const game = make();
    for (const maxGuesses of limits) {
      const expected = bruteForce(game, false, maxGuesses);
      let found: number;
      try {
        found = optimalTree(game, { firstGuesses: game.guesses.length, maxGuesses }).total;
      } catch {
        found = Infinity; // no tree within the limit, as brute force must then agree
      }
      expect([maxGuesses, found]).toEqual([maxGuesses, expected]);
    }
  });
  it("keeps every reply under the code games' symmetries, and finds the same optimum with them as without", () => {
    for (const game of [M.mastermindGame(3, 3), M.mastermindGame(3, 4), M.mastermindGame(2, 5), M.bullsAndCowsGame(2)]) {
      const stabilizer = M.codeStabilizer(game);
      const openers = M.openingClasses(game);
      for (const first of openers) {
        const fixing = stabilizer(first).list();
        const [replies, n] = [game.replies, game.targets.length];
        const f = game.guessIndex.get(first)!;
        // One expectation for all of them (tens of thousands for Bulls and Cows).
        expect(fixing.filter((sigma) => sigma[f] !== f)).toEqual([]);
        for (const sigma of fixing) {
          for (let g = 0; g < n; g++) {
            const [row, moved] = [g * n, sigma[g] * n];
            for (let t = 0; t < n; t++) {
              if (replies[moved + sigma[t]] !== replies[row + t]) {
                throw new Error(`${game.guesses[g]} about ${game.targets[t]} changes its reply under a symmetry`);
              }
            }
          }
        }
        for (const maxGuesses of [3, 4, Infinity]) {
          const plain = () => optimalTree(game, { first, maxGuesses }).total;
          const withSymmetry = () => optimalTree(game, { first, maxGuesses, stabilizer }).total;
          const value = (f: () => number) => {
            try {
              return f();
            } catch {
              return Infinity;
            }
          };
          expect([game.guesses.length, first, maxGuesses, value(withSymmetry)]).toEqual([game.guesses.length, first, maxGuesses, value(plain)]);
        }
      }
      // And over every first guess, against brute force.
      let all = Infinity;
      try {
        all = optimalTree(game, { first: openers, maxGuesses: 4, stabilizer }).total;
      } catch {
        // no tree within 4 guesses: brute force must say so too
      }
      expect([game.name, game.guesses.length, all]).toEqual([game.name, game.guesses.length, bruteForce(game, false, 4)]);
    }
    expect(M.codeStabilizer(M.mastermindGame())("1123").size).toBe(24);
    expect(M.codeStabilizer(M.bullsAndCowsSpec())("0123").size).toBe(24 * 720); // no reply table needed
    expect(() => M.codeStabilizer(G.wordle(["CRANE", "SLATE"]))).toThrow(/is not every code of its symbols/);
  });
  it("keeps as symmetries exactly the reorderings and renamings that fix the guesses, as brute force finds them", () => {
    // Small boards, with repeats and without (Bulls and Cows' rule on 3 of 5 digits).
    const noRepeats: G.GameSpec = {
      name: "Bulls and Cows 3 of 5",
      rule: counts("BC", "Bulls and Cows"),
      alphabet: "01234",
      targets: codesOf("01234", 3).filter((code) => new Set(code).size === 3),
    };
    for (const spec of [M.mastermindSpec(3, 3), M.mastermindSpec(2, 4), M.mastermindSpec(3, 4), M.mastermindSpec(4, 3), M.mastermindSpec(6, 2), M.mastermindSpec(5, 3), noRepeats]) {
      const game = G.makeGame(spec);
      const every = everySymmetry(game);
      const key = (sigma: Int32Array) => sigma.join(",");
      const sorted = (list: Int32Array[]) => list.map(key).sort();
      const stabilizer = M.codeStabilizer(game);
      // Each opening class, and the last code (not the first of its class).
      for (const first of [...M.openingClasses(game), game.guesses[game.guesses.length - 1]]) {
        const f = game.guessIndex.get(first)!;
        const fixing = every.filter((sigma) => sigma[f] === f);
        const kept = stabilizer(first);
        expect([game.name, first, kept.size, sorted(kept.list())]).toEqual([game.name, first, fixing.length, sorted(fixing)]);
        for (let g = 0; g < game.guesses.length; g++) {
          const least = Math.min(...fixing.map((sigma) => sigma[g]));
          expect([first, g, kept.stands(g)]).toEqual([first, g, least === g]);
          const both = fixing.filter((sigma) => sigma[g] === g);
          const deeper = kept.keeping(g);
          expect([first, g, deeper.size, sorted(deeper.list())]).toEqual([first, g, both.length, sorted(both)]);
          // A third guess, one for each second: the last code.
          const h = game.guesses.length - 1 - g;
          const three = both.filter((sigma) => sigma[h] === h);
          expect([first, g, h, sorted(deeper.keeping(h).list())]).toEqual([first, g, h, sorted(three)]);
        }
      }
    }
    // Reorderings within blocks are counted, never listed: 111111222222 keeps its halves' 6! × 6!
    // reorderings, and swapping the halves with colours 1 and 2.
    const binary = M.codeStabilizer(M.mastermindSpec(12, 2))("111111222222");
    expect(binary.size).toBe(2 * factorial(6) ** 2);
    // Past 9 and Z: colours A…, a…, α…, in order.
    expect(M.mastermindSpec(2, 64).targets.slice(-3)).toEqual(["γα", "γβ", "γγ"]);
    expect(M.codeStabilizer(M.mastermindSpec(2, 64))("12").size).toBe(2 * factorial(62));
  });
  it("finds the same optimum from one first guess per pattern of repeats as from every first guess", () => {
    // Permuting colours and positions keeps every reply, so codes with the same pattern of
    // repeated colours open equally well: one of each pattern is enough.
    const game = M.mastermindGame(3, 3);
    const openers = M.openingClasses(game);
    expect(openers).toEqual(["111", "112", "123"]);
    const all = optimalTree(game, { firstGuesses: game.guesses.length, maxGuesses: Infinity });
    const classes = optimalTree(game, { first: openers, maxGuesses: Infinity });
    expect(classes.total).toBe(all.total);
    expect(classes.total).toBe(bruteForce(game, false, 27));
    expect(M.openingClasses(M.mastermindGame())).toEqual(["1111", "1112", "1122", "1123", "1234"]);
    expect(M.openingClasses(M.bullsAndCowsSpec())).toEqual(["0123"]);
  });

  it("agrees on the hard cases: words that differ in one letter, where hard mode runs out of guesses", () => {
    const traps = small.filter((w) => /^.A.ER$/.test(w) || /IGHT$/.test(w));
    expect(traps.length).toBe(38);
    const random = new PythonRandom("traps");
    const extra = new Set<string>();
    while (extra.size < 25) extra.add(random.choice(big));
    const game = G.wordle(traps, [...new Set([...traps, ...extra])].sort());
    for (const hard of [false, true]) {
      for (const limit of [4, 5]) {
        const expected = bruteForce(game, hard, limit);
        const search = () => optimalTree(game, { hard, maxGuesses: limit, firstGuesses: game.guesses.length });
        if (expected === Infinity) expect(search).toThrow(`no tree finds every target within ${limit} guesses`);
        else expect(T.checkTree(game, search().tree, { hard, maxGuesses: limit }).total).toBe(expected);
      }
    }
  });

  it("respects the guess limit, and says when no tree can", () => {
    const game = smallGame(small, big, "g", 30, 10);
    for (const limit of [2, 3]) {
      const expected = bruteForce(game, false, limit);
      if (expected === Infinity) {
        expect(() => optimalTree(game, { maxGuesses: limit, firstGuesses: game.guesses.length })).toThrow(`no tree finds every target within ${limit} guesses`);
      } else {
        const found = optimalTree(game, { maxGuesses: limit, firstGuesses: game.guesses.length });
        expect(found.total).toBe(expected);
        expect(T.checkTree(game, found.tree, { maxGuesses: limit }).worst).toBeLessThanOrEqual(limit);
      }
    }
    expect(bruteForce(game, false, 2)).toBe(Infinity); // so the first branch above ran
    expect(() => optimalTree(game, { maxGuesses: 1, first: game.targets[0] })).toThrow("no tree finds every target within 1 guess starting");
    expect(optimalTree(G.wordle(["CRANE"]), { maxGuesses: 1, first: "CRANE" }).total).toBe(1);
    expect(bruteForce(game, false, 3)).toBeLessThan(Infinity); // and so did the second
  });

  it("returns the word itself for a single target", () => {
    const game = G.wordle(["CRANE"]);
    expect(optimalTree(game).tree).toBe("CRANE");
    expect(optimalTree(game).total).toBe(1);
  });
});

describe("the objective worst (fewest targets at the last guess, then fewest guesses), against brute force", () => {
  // Small games where the guess limit binds: a weight wrongly added or a floor set too high
  // shows as a first guess whose cost differs from plain recursion's.
  const games: [string, () => G.Game, number[]][] = [
    ["Mastermind 3×3", () => M.mastermindGame(3, 3), [3, 4, 5]],
    ["Mastermind 2×5", () => M.mastermindGame(2, 5), [3, 4, 5]],
    ["Mastermind 2×6", () => M.mastermindGame(2, 6), [4, 5]],
    ["Mastermind 4×2", () => M.mastermindGame(4, 2), [3, 4, 5]],
    ["Bulls and Cows, 2 digits", () => M.bullsAndCowsGame(2), [3, 4, 5]],
  ];
  const costOf = (found: { total: number; atWorst?: number }): WorstCost => (found.total === Infinity ? [Infinity, Infinity] : [found.atWorst!, found.total]);
  it.each(games)("settles every first guess of %s, with and without symmetries, whatever the budget", (_, make, limits) => {
    const game = make();
    const stabilizer = M.codeStabilizer(game);
    for (const maxGuesses of limits) {
      const truth = bruteForceWorst(game, maxGuesses);
      const search = new FirstGuesses(game, { maxGuesses, objective: "worst" });
      search.ranked().forEach((guess, i) => {
        const cost = truth.get(guess)!;
        const where = [game.name, maxGuesses, guess];
        const exact = search.cost({ total: cost[1], atWorst: cost[0] });
        // Above the cost, at it, a guess below it, and one code fewer at the last guess.
        const budget = Math.max(1, [Infinity, exact + 1, exact, exact - 1, exact - search.cost({ total: 0, atWorst: 1 })][i % 5]);
        const found = search.settle(guess, budget, i % 2 ? stabilizer(guess) : undefined);
        if (found.exact) expect([...where, costOf(found)]).toEqual([...where, cost]);
        else {
          // A bound of a guess that cannot finish may read as any cost past the budget.
          expect([...where, search.cost(found) >= budget, cost[1] === Infinity || search.cost(found) <= exact]).toEqual([...where, true, true]);
        }
        if (exact < budget) expect([...where, found.exact]).toEqual([...where, true]);
      });
      // The best over every first guess, and its tree played on every code.
      const best = [...truth.values()].reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a));
      if (best[0] === Infinity) {
        expect(() => optimalTree(game, { maxGuesses, objective: "worst", first: M.openingClasses(game) })).toThrow(/no tree finds/);
        continue;
      }
      const result = optimalTree(game, { maxGuesses, objective: "worst", first: M.openingClasses(game), stabilizer });
      expect([game.name, maxGuesses, costOf(result)]).toEqual([game.name, maxGuesses, best]);
      const played = T.checkTree(game, result.tree, { maxGuesses });
      expect([played.total, played.scores.filter((s) => s === maxGuesses).length]).toEqual([best[1], best[0]]);
    }
  });
  it("never puts the even split's floor above the groups' own floors, which it stands in for", () => {
    // The scan sums a guess's group floors only where the even split's floor (no pass over the
    // set) leaves it a chance: that floor must never be the higher, for any set, guess or depth.
    const random = new PythonRandom("even floors");
    for (const game of [M.mastermindGame(3, 3), M.mastermindGame(2, 5), M.bullsAndCowsGame(2)]) {
      for (const objective of ["total", "worst"] as const) {
        const search = new Search(game, { maxGuesses: 5, objective });
        const n = game.targets.length;
        let compared = 0;
        for (let trial = 0; trial < 40; trial++) {
          // Each target kept with chance 1, 1/2, 1/3 or 1/4: sets of every size.
          const every = 1 + random.randbelow(4);
          const S = Int32Array.from([...Array(n).keys()].filter(() => random.randbelow(every) === 0));
          if (S.length < 3) continue;
          for (let g = 0; g < game.guesses.length; g++) {
            const replies = new Set(Array.from(S, (t) => game.replies[g * n + t]));
            const own = +replies.has(search.correct);
            if (replies.size < 2) continue;
            for (let depth = 2; depth <= 5; depth++, compared++) {
              const [even, summed] = [search.evenFloor(S.length, replies.size, own, depth), search.floorOf(S, g, depth)];
              if (even > summed) throw new Error(`${game.name}, ${objective}: ${game.guesses[g]} on ${S.length} targets at depth ${depth}: ${even} > ${summed}`);
            }
          }
        }
        expect(compared).toBeGreaterThan(1000);
      }
    }
  });
  it("floors a set by the most groups a guess makes of it, never above its cost by brute force", () => {
    // Deep in a search every guess splits a set into few groups, far fewer than the game's
    // replies: the floor and the capacity with that count hold for the set and every subset.
    const random = new PythonRandom("local floors");
    const games = [M.mastermindGame(3, 3), M.mastermindGame(4, 2), M.mastermindGame(2, 5), M.bullsAndCowsGame(2), smallGame(small, big, "floors", 24, 40)];
    let stronger = 0; // sets whose floor is higher with their own count than with the game's
    for (const game of games) {
      const search = new Search(game, { maxGuesses: Infinity });
      const n = game.targets.length;
      for (let trial = 0; trial < 40; trial++) {
        const size = Math.min(n, 3 + random.randbelow(10));
        const picked = new Set<number>();
        while (picked.size < size) picked.add(random.randbelow(n));
        const S = [...picked].sort((a, b) => a - b);
        // The most groups besides the right one that any guess makes of S.
        let most = 1;
        for (let g = 0; g < game.guesses.length; g++) {
          const replies = new Set(S.map((t) => game.replies[g * n + t]));
          most = Math.max(most, replies.size - +replies.has(search.correct));
        }
        if (search.floorAt(S.length, Infinity, most) > search.floorAt(S.length, Infinity)) stronger++;
        const cost = Math.min(...bruteForceAt(game, false, S, Infinity, null).values());
        expect([game.name, S.length, most, search.floorAt(S.length, Infinity, most) <= cost]).toEqual([game.name, S.length, most, true]);
        for (let depth = 1; depth <= 4; depth++) {
          if (S.length <= search.capacity(depth, most)) continue;
          const within = Math.min(...bruteForceAt(game, false, S, depth, null).values());
          expect([game.name, S.length, most, depth, within]).toEqual([game.name, S.length, most, depth, Infinity]);
        }
      }
    }
    expect(stronger).toBeGreaterThan(20);
  });
  it("is the total objective when the limit is loose: no target then needs the last guess", () => {
    const game = M.mastermindGame(3, 3);
    const worst = optimalTree(game, { maxGuesses: 8, objective: "worst", first: M.openingClasses(game) });
    expect([worst.atWorst, worst.total]).toEqual([0, bruteForce(game, false, 7)]);
  });
  it("refuses what it cannot mean", () => {
    const game = M.mastermindGame(3, 3);
    expect(() => optimalTree(game, { maxGuesses: Infinity, objective: "worst" })).toThrow(/needs a guess limit/);
    expect(() => optimalTree(game, { maxGuesses: 5, objective: "worst", below: 70 })).toThrow(/below is for the objective total/);
    expect(() => optimalTree(game, { maxGuesses: 5, objective: "most" as "worst" })).toThrow(/total or worst/);
  });
});

describe("Mastermind", () => {
  it("proves 5,625 over every first guess (Koyama and Lai's optimum), and 5,626 within five guesses", () => {
    const game = M.mastermindGame();
    const stabilizer = M.codeStabilizer(game);
    const openers = M.openingClasses(game);
    const found = optimalTree(game, { first: openers, maxGuesses: Infinity, stabilizer });
    expect([found.total, found.proven, (found.tree as T.Node).guess]).toEqual([5625, true, "1123"]);
    const check = T.checkTree(game, found.tree, { maxGuesses: Infinity });
    expect([check.total, check.worst]).toEqual([5625, 6]);
    const five = optimalTree(game, { first: openers, maxGuesses: 5, stabilizer });
    expect([five.total, T.checkTree(game, five.tree, { maxGuesses: 5 }).worst]).toEqual([5626, 5]);
  });
  it("builds a tree from what its search kept: 2×16 in a few hundred sets, not millions", () => {
    // With no guess limit, a set holding target 0 and the same set without it once shared their
    // memo key and pushed each other out: the tree was then searched again, without symmetries.
    expect(hashSet(Int32Array.of(0, 3, 4), Infinity, 0)).not.toBe(hashSet(Int32Array.of(3, 4), Infinity, 0));
    const game = M.mastermindGame(2, 16);
    const found = optimalTree(game, { first: M.openingClasses(game), maxGuesses: Infinity, stabilizer: M.codeStabilizer(game) });
    expect([found.total, found.proven, (found.tree as T.Node).guess]).toEqual([1862, true, "12"]);
    expect(found.nodes).toBeLessThan(2000);
  });
  it("matches Knuth's tree (5,801, worst 5) and Kooi's (1123, 5,668) with the stated tie rule", () => {
    const game = M.mastermindGame();
    const rule = T.knuthRule;
    const knuth = T.minimizingTree(game, T.max, rule);
    expect([(knuth as T.Node).guess, T.checkTree(game, knuth, { maxGuesses: Infinity }).total, T.checkTree(game, knuth).worst]).toEqual(["1122", 5801, 5]);
    const kooi = T.minimizingTree(game, T.mostParts, rule);
    expect([(kooi as T.Node).guess, T.checkTree(game, kooi, { maxGuesses: Infinity }).total]).toEqual(["1123", 5668]);
  });
  it("adds up the best trees of 1123's reply groups, each searched alone with its symmetries, to 5,625", () => {
    const game = M.mastermindGame();
    const { stabilizer, nextGuesses } = M.groupSymmetries(game, "1123");
    expect(nextGuesses).toHaveLength(130);
    let total = game.targets.length; // 1123 is guessed first for every code
    const replies = T.partition(game, "1123", game.targets);
    for (const reply of game.replyNames.filter((r) => r !== game.correct && replies.has(r))) {
      const group = G.groupGame(game, "1123", reply);
      total += optimalTree(group, { first: nextGuesses, maxGuesses: Infinity, stabilizer }).total;
    }
    expect(total).toBe(5625);
    // A group searched with its symmetries and without them costs the same.
    const group = G.groupGame(game, "1123", "1B2W");
    const plain = optimalTree(group, { first: nextGuesses, maxGuesses: Infinity });
    expect(optimalTree(group, { first: nextGuesses, maxGuesses: Infinity, stabilizer }).total).toBe(plain.total);
  });
  it("keeps every guess of a path: the groups of a group cost the same searched with those symmetries and without", () => {
    const game = M.mastermindGame();
    const path = ["1123", "4456"];
    const { stabilizer, nextGuesses } = M.groupSymmetries(game, path);
    const [a, b] = path.map((w) => game.guessIndex.get(w)!);
    const kept = stabilizer("1123").list(); // all of them: each keeps 1123
    expect([kept.length, nextGuesses.length]).toEqual([4, 393]);
    for (const sigma of kept) expect([sigma[a], sigma[b]]).toEqual([a, b]);
    // One next guess per orbit: the least of each.
    const least = new Set(game.guesses.map((_, g) => game.guesses[Math.min(...kept.map((sigma) => sigma[g]))]));
    expect(new Set(nextGuesses)).toEqual(least);
    const group = G.groupGame(game, "1123", "1B1W");
    const replies = T.partition(group, "4456", group.targets);
    for (const reply of [...replies.keys()].filter((r) => r !== game.correct)) {
      const inner = G.groupGame(group, "4456", reply);
      const plain = optimalTree(inner, { first: game.guesses, maxGuesses: Infinity }).total;
      expect([reply, optimalTree(inner, { first: nextGuesses, maxGuesses: Infinity, stabilizer }).total]).toEqual([reply, plain]);
    }
    expect(() => M.groupSymmetries(game, [])).toThrow(/at least one guess/);
  });
  it("gives the other greedy totals the CodeBreaking notebook shows: Irving's 5,696 (5,697 rounded), entropy's 5,722, and Bulls and Cows' four", () => {
    // Each greedy tree built as the notebook builds it, and played on every code.
    const row = (game: G.Game, metric: T.Metric) => {
      const tree = T.minimizingTree(game, metric, T.knuthRule);
      const check = T.checkTree(game, tree, { maxGuesses: Infinity });
      return [T.guessOf(tree), check.total, check.worst];
    };
    const mastermind = M.mastermindGame();
    expect(row(mastermind, T.squares)).toEqual(["1123", 5696, 6]);
    expect(row(mastermind, T.expectation)).toEqual(["1123", 5697, 6]); // the fractions' rounding orders a tie
    expect(row(mastermind, T.negEntropy)).toEqual(["1234", 5722, 6]);
    const bulls = M.bullsAndCowsGame();
    expect(row(bulls, T.max)).toEqual(["0123", 27139, 7]);
    expect(row(bulls, T.squares)).toEqual(["0123", 26551, 7]); // Irving's rule, compared exactly
    expect(row(bulls, T.mostParts)).toEqual(["0123", 26751, 8]);
    expect(row(bulls, T.negEntropy)).toEqual(["0123", 26425, 8]);
  });
});

describe("the IGHT trap", () => {
  it("costs 45 guessing only its nine words, 22 from FERMS with all 12,972, worst 3", () => {
    const ight = small.filter((w) => w.endsWith("IGHT"));
    expect(ight).toHaveLength(9);
    expect(optimalTree(G.wordle(ight), { maxGuesses: 9 }).total).toBe(45);
    const trap = G.wordle(ight, big);
    const outside = optimalTree(trap, { firstGuesses: 50 });
    expect([outside.total, (outside.tree as T.Node).guess, T.checkTree(trap, outside.tree).worst]).toEqual([22, "FERMS", 3]);
  });
});

describe("the full game: 2,309 targets × 12,972 guesses", () => {
  let game: G.Game;
  beforeAll(() => {
    game = G.wordle(small, big);
  });

  it("proves SALET's best tree: 7,897 guesses, worst 5", () => {
    const found = optimalTree(game, { first: "salet" });
    expect(found.total).toBe(7897);
    expect(found.proven).toBe(true);
    expect((found.tree as T.Node).guess).toBe("SALET");
    const check = T.checkTree(game, found.tree, { maxGuesses: 6 });
    expect(check.total).toBe(7897);
    expect(check.worst).toBe(5);
    expect(T.treeScores(found.tree).reduce((a, b) => a + b)).toBe(7897);
    // The tree follows through the same guesser as the greedy trees.
    expect(G.play(game, T.treeGuesser(found.tree), { target: "CIGAR" }).score).toBe(check.scores[game.targetIndex.get("CIGAR")!]);
    // As JSON and back, it plays the same.
    const json = JSON.parse(JSON.stringify(T.treeToJson(found.tree)));
    expect(json.guess).toBe("SALET");
    expect(Object.keys(json.branches)).toHaveLength(148); // SALET is not a target: no GGGGG branch
    expect(T.checkTree(game, T.treeFromJson(json)).total).toBe(7897);
    expect([1, 2, 3, 4, 5, 6].map((n) => check.scores.filter((s) => s === n).length).join(" ")).toBe("0 78 1224 966 41 0");
    // Normal-mode play breaks hard mode somewhere, and the check says where.
    expect(() => T.checkTree(game, found.tree, { hard: true })).toThrow(/does not keep the hints/);
  });

  it("stops at its time limit with a SearchTimeout, and proves as before within it", () => {
    const started = performance.now();
    expect(() => optimalTree(game, { timeLimit: 0.05 })).toThrow(SearchTimeout);
    expect(performance.now() - started).toBeLessThan(1500); // the game's tables, then 50 ms of search
    expect(optimalTree(game, { first: "SALET", timeLimit: 60 }).total).toBe(7897);
    // Every first guess after FUZZY for SHINY (265 targets left): most are cut by the second look
    // at their groups, which reads the clock too (it once ran 28 s past a 2 s limit).
    const reply = G.reply(game, "FUZZY", "SHINY");
    const left = G.wordle(game.targets.filter((t) => G.reply(game, "FUZZY", t) === reply), game.guesses);
    expect(left.targets).toHaveLength(265);
    const t0 = performance.now();
    expect(() => optimalTree(left, { firstGuesses: left.guesses.length, maxGuesses: 5, timeLimit: 0.5 })).toThrow(SearchTimeout);
    expect(performance.now() - t0).toBeLessThan(1500); // its tables, then half a second of search
  });
  it("proves SALET's best hard-mode tree: 8,099 guesses", () => {
    const found = optimalTree(game, { first: "SALET", hard: true });
    expect(found.total).toBe(8099);
    const check = T.checkTree(game, found.tree, { hard: true, maxGuesses: 6 });
    expect(check.total).toBe(8099);
    expect(check.scores.filter((s) => s === 6)).toHaveLength(14);
  });

  it("chooses its own first guess: TRACE 7,903, CRATE 7,902, then SALET 7,897", () => {
    const search = new FirstGuesses(game);
    const found = search.optimalTree({ firstGuesses: 3 });
    expect(found.firstGuesses.map((f) => [f.guess, f.total, f.exact])).toEqual([
      ["TRACE", 7903, true],
      ["CRATE", 7902, true],
      ["SALET", 7897, true],
    ]);
    expect(found.total).toBe(7897);
    // Asked again, the same search reuses what it learnt: CRATE's tree in a fraction of the sets.
    const crate = search.optimalTree({ first: "CRATE" });
    expect([crate.total, T.checkTree(game, crate.tree).total]).toEqual([7902, 7902]);
    expect(crate.nodes).toBeLessThan(found.nodes / 20);
    expect(search.nodes).toBe(found.nodes + crate.nodes);
  });

  it("finds SALET's 7,897 with only the 8 best guesses per node", () => {
    const found = optimalTree(game, { first: "SALET", top: 8 });
    expect(found.total).toBe(7897);
    expect(found.proven).toBe(false);
  });
});

describe("Norvig's setting: the 2,309 targets are the only guesses", () => {
  let game: G.Game;
  beforeAll(() => {
    game = G.wordle(small);
  });

  it("best of the ten top-ranked first guesses: SLATE, 7,951", () => {
    const found = optimalTree(game);
    expect(found.firstGuesses.map((f) => f.guess)).toEqual(["TRACE", "CRATE", "SLATE", "PARSE", "CRANE", "STALE", "HEART", "LEAST", "REACT", "CATER"]);
    expect(found.firstGuesses[0].total).toBe(7952);
    expect(found.total).toBe(7951);
    expect(T.checkTree(game, found.tree).worst).toBe(6);
    expect(T.checkTree(game, found.tree).scores.filter((s) => s === 6)).toHaveLength(1);
  });

  it("in hard mode, TRACE cannot be sure of six guesses; PARSE's best is 8,230", () => {
    expect(() => optimalTree(game, { hard: true, first: "TRACE" })).toThrow(/no tree finds every target within 6 guesses starting with TRACE/);
    const found = optimalTree(game, { hard: true, first: "PARSE" });
    expect(found.total).toBe(8230);
    expect(T.checkTree(game, found.tree, { hard: true, maxGuesses: 6 }).total).toBe(8230);
  });
});

describe("bad input", () => {
  const game = () => G.wordle(["CRANE", "SLATE", "TRACE"]);
  it("names what is wrong", () => {
    expect(() => optimalTree(game(), { first: "ZZZZZ" })).toThrow(/ZZZZZ is not an allowed guess/);
    expect(() => optimalTree(game(), { top: 0 })).toThrow(/top must be a whole number/);
    expect(() => optimalTree(game(), { top: 1, exactBelow: 2.5 })).toThrow(/exactBelow must be a whole number, not 2.5/);
    expect(() => optimalTree(game(), { firstGuesses: 1.5 })).toThrow(/firstGuesses must be a whole number/);
    expect(() => optimalTree(game(), { maxGuesses: 0 })).toThrow(/maxGuesses must be a whole number/);
    expect(() => optimalTree(game(), { timeLimit: -1 })).toThrow(/timeLimit must be a positive number of seconds, not -1/);
    expect(() => optimalTree(G.jotto(["CRANE", "SLOTH", "DUMPY"]), { hard: true })).toThrow(/hard mode needs Wordle's replies/);
  });
  it("checkTree names the target a broken tree loses", () => {
    const tree: T.Tree = { guess: "CRANE", size: 3, branches: new Map<string, T.Tree>([["GGGGG", "CRANE"], ["..G.G", "SLATE"]]) };
    expect(() => T.checkTree(game(), tree)).toThrow(/fails TRACE after CRANE \S+: no branch for reply/);
    expect(() => T.treeFromJson({ guess: "CRANE" })).toThrow(/tree \(CRANE\) has no "branches" object/);
    expect(() => T.treeFromJson({ guess: "CRANE", branches: { ".....": 7 } })).toThrow(/tree → ..... is neither a word nor/);
  });
  it("keepsHints follows Wordle's hard mode", () => {
    expect(G.keepsHints("STALE", "SALET", "GYYY.")).toBe(true);
    expect(G.keepsHints("CRANE", "SALET", "GYYY.")).toBe(false); // S must stay first
    expect(G.keepsHints("SLANT", "SALET", "GYY..")).toBe(true); // a grey E may go; greys may also come back
    expect(G.keepsHints("SALLY", "SALET", "GGGG.")).toBe(false); // the E is green: it must stay
    expect(G.keepsHints("LLAMA", "HELLO", "..YY.")).toBe(true); // two yellow Ls: two Ls
    expect(G.keepsHints("LEMON", "HELLO", "..YY.")).toBe(false);
    expect(() => G.keepsHints("CRANES", "SALET", "G....")).toThrow(/differ in length/);
  });
});

/**
 * Every permutation of a code game's codes that reorders the positions and renames the symbols,
 * by brute force: each of the p! reorderings with each of the n! renamings.
 */
function everySymmetry(game: G.Game): Int32Array[] {
  const symbols = [...game.alphabet];
  const p = game.length;
  const all: Int32Array[] = [];
  for (const order of orderings(p)) {
    for (const rename of orderings(symbols.length)) {
      const sigma = Int32Array.from(game.guesses, (code) => {
        const moved = new Array<string>(p);
        [...code].forEach((c, i) => (moved[order[i]] = symbols[rename[symbols.indexOf(c)]]));
        return game.guessIndex.get(moved.join("")) ?? -1;
      });
      if (!sigma.includes(-1)) all.push(sigma);
    }
  }
  return all;
}

function orderings(n: number): number[][] {
  if (n === 0) return [[]];
  return orderings(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** Every string of p symbols, in order. */
function codesOf(symbols: string, p: number): string[] {
  let codes = [""];
  for (let i = 0; i < p; i++) codes = codes.flatMap((code) => [...symbols].map((c) => code + c));
  return codes;
}
