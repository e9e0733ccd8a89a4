/**
 * `npm run play -- words|digits [--show-answer] [--answer X] [--seed S]`: the classroom
 * notebook's game loop. Guess a five-letter word from Knuth's list (or a five-digit number);
 * each guess gets a C/P/N clue; Q quits. Reads standard input, so it can be scripted.
 */
import { lines } from "./io";
import { gameLoop } from "../mastermind";
import { PythonRandom } from "../random";
import { loadWordList } from "../wordlists";

const usage = "usage: npm run play -- words|digits [--show-answer] [--answer X] [--seed S]";

async function main(args: string[]): Promise<number> {
  const kind = args[0];
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const known = new Set(["--show-answer", "--answer", "--seed", value("--answer"), value("--seed")]);
  const unknown = args.slice(1).filter((a) => !known.has(a));
  if ((kind !== "words" && kind !== "digits") || unknown.length > 0) {
    console.error(unknown.length ? `play: unexpected ${unknown.join(" ")}\n${usage}` : usage);
    return 2;
  }
  const random = new PythonRandom(value("--seed") ?? String(Date.now()));
  const words = kind === "words" ? await loadWordList("sgb-words") : [];
  const dictionary = kind === "words" ? new Set(words) : undefined;
  const answer = value("--answer")?.toLowerCase() ?? (kind === "words" ? random.choice(words) : String(random.randbelow(100000)).padStart(5, "0"));
  if (kind === "words" ? !dictionary!.has(answer) : !/^\d{5}$/.test(answer)) {
    console.error(`play: ${answer} is not ${kind === "words" ? "one of the 5,757 words" : "a five-digit number"}`);
    return 2;
  }
  console.log(kind === "words" ? "I'm thinking of a five-letter word." : "I'm thinking of a five-digit number.");
  console.log("Clues: C correct place, P present elsewhere, N not present. Q quits.");
  const input = lines();
  const won = await gameLoop(
    answer,
    { ask: input.ask, say: (line) => console.log(line) },
    { alphabet: kind === "words" ? "letters" : "digits", dictionary, showAnswer: args.includes("--show-answer") },
  );
  input.close();
  if (won === null) console.log(`The answer was ${answer}.`);
  return 0;
}

main(process.argv.slice(2)).then((status) => process.exit(status));
