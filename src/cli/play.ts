/**
 * `npm run play -- words|digits [--show-answer] [--answer X] [--seed S]`: the classroom
 * notebook's game loop. Guess a five-letter word from Knuth's list (or a five-digit number);
 * each guess gets a C/P/N clue; Q quits.
 * `npm run play -- mastermind`: the other way round. You think of a Mastermind code and the
 * computer breaks it with the optimal tree (data/results/mastermind-optimum.json); you answer
 * each guess with the black and white counts. Reads standard input, so it can be scripted.
 */
import * as fs from "fs";
import * as path from "path";
import { lines } from "./io";
import { gameLoop } from "../clueContest";
import { mastermindGame } from "../codeBreaking";
import { consistentTargets, Game, reply } from "../game";
import { checkTree, guessOf, isNode, Tree, treeFromJson } from "../guessTree";
import { PythonRandom } from "../random";
import { loadWordList } from "../wordlists";
import * as specs from "./specs";
import { command, UsageError } from "./command";
import { quoted } from "../format";

command(
  specs.play,
  async ({ options, positionals: [kind] }) => {
    if (kind === "mastermind") {
      for (const name of ["show-answer", "answer", "seed"]) if (options[name] !== undefined) throw new UsageError(`--${name} is for words and digits`);
      return breakCode();
    }
    if (kind !== "words" && kind !== "digits") throw new UsageError(`KIND is words, digits or mastermind, not ${quoted(kind)}`);
    const random = new PythonRandom((options.seed as string | undefined) ?? String(Date.now()));
    const words = kind === "words" ? await loadWordList("sgb-words") : [];
    const dictionary = kind === "words" ? new Set(words) : undefined;
    const given = (options.answer as string | undefined)?.toLowerCase();
    const answer = given ?? (kind === "words" ? random.choice(words) : String(random.randbelow(100000)).padStart(5, "0"));
    if (kind === "words" ? !dictionary!.has(answer) : !/^\d{5}$/.test(answer)) {
      throw new UsageError(`${quoted(answer)} is not ${kind === "words" ? "one of the 5,757 words" : "a five-digit number"}`);
    }
    console.log(kind === "words" ? "I'm thinking of a five-letter word." : "I'm thinking of a five-digit number.");
    console.log("Clues: C correct place, P present elsewhere, N not present. Q quits.");
    const input = lines();
    const won = await gameLoop(
      answer,
      { ask: input.ask, say: (line) => console.log(line) },
      { alphabet: kind === "words" ? "letters" : "digits", dictionary, showAnswer: Boolean(options["show-answer"]) },
    );
    input.close();
    if (won === null) console.log(`The answer was ${answer}.`);
    return 0;
  },
);

/** The optimal Mastermind tree the project recorded, checked by playing every code before use. */
function optimalMastermind(game: Game): Tree {
  const file = path.resolve(fs.realpathSync(__dirname), "..", "..", "data", "results", "mastermind-optimum.json");
  const tree = treeFromJson(JSON.parse(fs.readFileSync(file, "utf8")));
  checkTree(game, tree, { maxGuesses: Infinity }); // throws, naming the code, if it fails one
  return tree;
}

/** The computer breaks the player's code, guess by guess, from the black and white counts. */
async function breakCode(): Promise<number> {
  const game = mastermindGame();
  let node = optimalMastermind(game);
  console.log("Think of a code of 4 pegs, each a colour from 1 to 6 (repeats allowed), and I will break it.");
  console.log("Answer each guess with the black and white counts, for example 2 1. Q quits.");
  const input = lines();
  const answers: [string, string][] = []; // each guess with the reply it got
  let possible: readonly string[] = game.targets;
  try {
    for (let turn = 1; ; ) {
      const guess = guessOf(node);
      const typed = await input.ask(`Guess ${turn}: ${guess}  black white? `);
      if (typed === null || /^q$/i.test(typed.trim())) return 0;
      const counts = /^\s*(\d)\s*[ ,]\s*(\d)\s*$/.exec(typed);
      if (!counts) {
        console.log("  Two counts, please: black then white, for example 2 1.");
        continue;
      }
      const said = `${counts[1]}B${counts[2]}W`;
      if (said === game.correct) {
        console.log(`Broken in ${turn} guess${turn === 1 ? "" : "es"}: ${guess}.`);
        return 0;
      }
      const [black, white] = [Number(counts[1]), Number(counts[2])];
      const left = black + white > 4 ? [] : consistentTargets(game, possible, guess, said);
      if (left.length === 0) {
        console.log(`  ${impossible(game, answers, guess, said)} Please check, and answer again.`);
        continue;
      }
      answers.push([guess, said]);
      possible = left;
      node = isNode(node) ? node.branches.get(said)! : node;
      turn++;
    }
  } finally {
    input.close();
  }
}

/** Why no code fits: the reply cannot happen at all, or it contradicts an earlier answer. */
function impossible(game: Game, answers: readonly [string, string][], guess: string, said: string): string {
  const [black, white] = [Number(said[0]), Number(said[2])];
  if (black + white > 4 || (black === 3 && white === 1)) {
    return `${black} black and ${white} white cannot happen: ${black + white > 4 ? "there are only 4 pegs" : "if 3 pegs are right, the fourth cannot be a right colour elsewhere"}.`;
  }
  // The first earlier answer that, with this one, leaves no code.
  let fitting: readonly string[] = game.targets.filter((code) => reply(game, guess, code) === said);
  for (const [earlier, got] of answers) {
    fitting = consistentTargets(game, fitting, earlier, got);
    if (fitting.length === 0) return `No code gives ${said} to ${guess} and also ${got} to ${earlier}.`;
  }
  return `No code fits all your answers.`;
}
