/**
 * `npm run wordle -- [--hard | --consistent] [--evil] [--jotto] [--all-guesses] [--turns N]
 *                    [--target WORD] [--seed S]`
 * Play Wordle (or Jotto) in the terminal against the same game values the notebook analyses.
 * Reads guesses from standard input, one per line (so it can be scripted); Q quits.
 */
import { lines } from "./io";
import * as G from "../game";
import { evilReply, partition } from "../guessTree";
import { PythonRandom } from "../random";
import { loadWordList } from "../wordlists";
import * as specs from "./specs";
import { command, UsageError } from "./command";
import { quoted } from "../format";
import { judgedInWorker } from "./verdict";

/** A reply as coloured tiles on a terminal, or as the plain reply elsewhere. */
function tiles(guess: string, reply: string, color: boolean): string {
  if (!color || reply.length !== guess.length) return `${guess}  ${reply}`;
  const paint: Record<string, string> = { G: "\x1b[30;42m", Y: "\x1b[30;43m", ".": "\x1b[37;100m" };
  return [...guess].map((c, i) => `${paint[reply[i]]} ${c} \x1b[0m`).join("") + `  ${reply}`;
}

command(
  specs.wordle,
  async ({ options }) => {
    const fixed = (options.target as string | undefined)?.toUpperCase();
    if (options.evil && fixed !== undefined) throw new UsageError("--evil has no fixed target, so --target does not go with it");
    if (options.jotto && options["all-guesses"]) throw new UsageError("--all-guesses is for Wordle only");
    if (options.jotto && (options.hard || options.consistent)) throw new UsageError("--hard and --consistent are for Wordle only");
    if (options.hard && options.consistent) throw new UsageError("choose --hard or --consistent, not both");
    const turns = (options.turns as number | undefined) ?? (options.jotto ? 20 : 6);
    const seed = (options.seed as string | undefined) ?? String(Date.now());
    const targets = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
    const game = options.jotto
      ? G.jotto(G.jottoAllowable(targets))
      : G.wordle(targets, options["all-guesses"] ? (await loadWordList("wordle-big")).map((w) => w.toUpperCase()) : undefined);
    if (fixed !== undefined && !game.targetIndex.has(fixed)) {
      throw new UsageError(`${quoted(fixed)} is not one of the ${game.name} targets`);
    }
    const random = new PythonRandom(seed);
    let target = options.evil ? undefined : fixed ?? random.choice(game.targets);
    let remaining: readonly string[] = game.targets;
    const history: [string, string][] = [];
    const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
    const modes = [options.hard && "hard mode", options.consistent && "consistent guesses only", options.evil && "evil mode"].filter(Boolean).join(", ");
    console.log(
      `${game.name}: guess the ${game.length}-letter word in ${turns} guess${turns === 1 ? "" : "es"}${modes ? ` (${modes})` : ""}. ` +
        `${game.name === "Jotto" ? "The reply counts the letters in common." : "G: right place, Y: elsewhere in the word, .: not in it."} Q quits.`,
    );
    /** After a Wordle game of six guesses, the perfect player's verdict on each guess. */
    const verdict = async (played: readonly [string, string][]) => {
      if (options.jotto || turns !== 6) return;
      const printed = await judgedInWorker({ hard: Boolean(options.hard), guesses: played.map(([g]) => g), replies: played.map(([, r]) => r), json: false });
      const mode = options.hard ? ", in hard mode" : "";
      console.log(`\nHow good was each guess? The perfect player, with all 12,972 words${mode}:\n${printed}`);
    };
    const input = lines();
    const ask = async (prompt: string) => (await input.ask(prompt))?.toUpperCase() ?? null;
    for (let turn = 1; turn <= turns; ) {
      const guess = await ask(`Guess ${turn}/${turns}: `);
      if (guess === null || guess === "Q") {
        console.log(target ? `The word was ${target}.` : `Some of the words it could have been: ${remaining.slice(0, 5).join(" ")}`);
        input.close();
        return 0;
      }
      const problem = G.guessProblem(game, guess);
      if (problem) {
        console.log(`  ${problem}`);
        continue;
      }
      const broken = options.hard ? history.map(([g, r]) => G.brokenHint(guess, g, r)).find((b) => b !== null) : null;
      if (broken) {
        console.log(`  Hard mode: ${broken}.`);
        continue;
      }
      const clash = options.consistent ? history.find(([g, r]) => G.reply(game, g, guess) !== r) : undefined;
      if (clash) {
        console.log(`  ${guess} cannot be the word, since ${clash[0]} would then get "${G.reply(game, clash[0], guess)}", not "${clash[1]}".`);
        continue;
      }
      let reply: string;
      if (target === undefined) {
        // Evil: no fixed target, so give the reply that keeps the most words possible.
        reply = evilReply(game, [...partition(game, guess, remaining)].map(([r, group]) => [r, group.length] as const));
      } else reply = G.replyOf(game, guess, target);
      remaining = G.consistentTargets(game, remaining, guess, reply);
      history.push([guess, reply]);
      console.log(`  ${tiles(guess, reply, color)}   (${remaining.length} possible word${remaining.length === 1 ? "" : "s"} left)`);
      if (reply === game.correct) {
        console.log(`You win in ${turn} guess${turn === 1 ? "" : "es"}!`);
        input.close();
        await verdict(history);
        return 0;
      }
      if (remaining.length === 1 && target === undefined) target = remaining[0];
      turn++;
    }
    console.log(`Out of guesses. The word was ${target ?? remaining[0]}.`);
    input.close();
    await verdict(history);
    return 1;
  },
);
