/**
 * `npm run wordle -- [--hard] [--evil] [--jotto] [--all-guesses] [--turns N] [--target WORD] [--seed S]`
 * Play Wordle (or Jotto) in the terminal against the same game values the notebook analyses.
 *   --hard         every guess must be consistent with all replies so far
 *   --evil         no fixed target: each reply is the one that keeps the most targets possible
 *   --jotto        play Jotto: the reply is the number of letters in common
 *   --all-guesses  accept Wordle's 12,972 guess words, not only the 2,309 targets
 * Reads guesses from standard input, one per line (so it can be scripted); Q quits.
 */
import { lines } from "./io";
import * as G from "../game";
import { evilReply, partition } from "../guessTree";
import { PythonRandom } from "../random";
import { loadWordList } from "../wordlists";

const usage = "usage: npm run wordle -- [--hard] [--evil] [--jotto] [--all-guesses] [--turns N] [--target WORD] [--seed S]";

interface Options {
  hard: boolean;
  evil: boolean;
  jotto: boolean;
  allGuesses: boolean;
  turns: number;
  target?: string;
  seed: string;
}

function parse(args: string[]): Options | string {
  const o: Options = { hard: false, evil: false, jotto: false, allGuesses: false, turns: 6, seed: String(Date.now()) };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--hard") o.hard = true;
    else if (a === "--evil") o.evil = true;
    else if (a === "--jotto") o.jotto = true;
    else if (a === "--all-guesses") o.allGuesses = true;
    else if (a === "--turns" || a === "--target" || a === "--seed") {
      const value = args[++i];
      if (value === undefined) return `${a} needs a value`;
      if (a === "--turns") {
        o.turns = Number(value);
        if (!Number.isInteger(o.turns) || o.turns < 1) return `--turns takes a whole number of at least 1, not ${value}`;
      } else if (a === "--target") o.target = value.toUpperCase();
      else o.seed = value;
    } else return `unknown option ${a}`;
  }
  if (o.evil && o.target) return "--evil has no fixed target, so --target does not go with it";
  if (o.jotto && o.allGuesses) return "--all-guesses is for Wordle only";
  if (o.jotto && o.turns === 6) o.turns = 20;
  return o;
}

/** A reply as coloured tiles on a terminal, or as the plain reply elsewhere. */
function tiles(guess: string, reply: string, color: boolean): string {
  if (!color || reply.length !== guess.length) return `${guess}  ${reply}`;
  const paint: Record<string, string> = { G: "\x1b[30;42m", Y: "\x1b[30;43m", ".": "\x1b[37;100m" };
  return [...guess].map((c, i) => `${paint[reply[i]]} ${c} \x1b[0m`).join("") + `  ${reply}`;
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  if (typeof options === "string") {
    console.error(`wordle: ${options}\n${usage}`);
    return 2;
  }
  const targets = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  const game = options.jotto
    ? G.jotto(G.jottoAllowable(targets))
    : G.wordle(targets, options.allGuesses ? (await loadWordList("wordle-big")).map((w) => w.toUpperCase()) : undefined);
  if (options.target && !game.targetIndex.has(options.target)) {
    console.error(`wordle: ${options.target} is not one of the ${game.name} targets`);
    return 2;
  }
  const random = new PythonRandom(options.seed);
  let target = options.evil ? undefined : options.target ?? random.choice(game.targets);
  let remaining: readonly string[] = game.targets;
  const history: [string, string][] = [];
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  const modes = [options.hard && "hard mode", options.evil && "evil mode"].filter(Boolean).join(", ");
  console.log(
    `${game.name}: guess the ${game.length}-letter word in ${options.turns} guesses${modes ? ` (${modes})` : ""}. ` +
      `${game.name === "Jotto" ? "The reply counts the letters in common." : "G: right place, Y: elsewhere in the word, .: not in it."} Q quits.`,
  );
  const input = lines();
  const ask = async (prompt: string) => (await input.ask(prompt))?.toUpperCase() ?? null;
  for (let turn = 1; turn <= options.turns; ) {
    const guess = await ask(`Guess ${turn}/${options.turns}: `);
    if (guess === null || guess === "Q") {
      console.log(target ? `The word was ${target}.` : `Some of the words it could have been: ${remaining.slice(0, 5).join(" ")}`);
      input.close();
      return 0;
    }
    if (guess.length !== game.length || ![...guess].every((c) => game.alphabet.includes(c))) {
      console.log(`  ${game.length} letters, please.`);
      continue;
    }
    if (!game.guessIndex.has(guess)) {
      console.log(`  ${guess} is not in the word list.`);
      continue;
    }
    if (options.hard) {
      const clash = history.find(([g, r]) => G.reply(game, g, guess) !== r);
      if (clash) {
        console.log(`  Hard mode: ${guess} cannot be the word, since ${clash[0]} would then get "${G.reply(game, clash[0], guess)}", not "${clash[1]}".`);
        continue;
      }
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
      return 0;
    }
    if (remaining.length === 1 && target === undefined) target = remaining[0];
    turn++;
  }
  console.log(`Out of guesses. The word was ${target ?? remaining[0]}.`);
  input.close();
  return 1;
}

main().then(
  (status) => process.exit(status),
  (e) => {
    console.error(`wordle: ${(e as Error).message}`);
    process.exit(1);
  },
);
