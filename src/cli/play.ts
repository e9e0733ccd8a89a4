/**
 * `npm run play -- words|digits [--show-answer] [--answer X] [--seed S]`: the classroom
 * notebook's game loop. Guess a five-letter word from Knuth's list (or a five-digit number);
 * each guess gets a C/P/N clue; Q quits. Reads standard input, so it can be scripted.
 */
import { lines } from "./io";
import { gameLoop } from "../mastermind";
import { PythonRandom } from "../random";
import { loadWordList } from "../wordlists";
import { command, UsageError } from "./command";
import { quoted } from "../format";

command(
  {
    name: "play",
    positionals: ["KIND"],
    positionalHelp: { KIND: "words (a five-letter word from Knuth's list) or digits (a five-digit number)" },
    options: {
      "show-answer": { kind: "flag", help: "print the answer at the start (for a teacher)" },
      answer: { kind: "text", value: "X", help: "the answer to play (default: one picked at random)" },
      seed: { kind: "text", value: "S", help: "the seed of the random pick, to replay a game" },
    },
    notes: "Guesses are read from standard input, one per line; Q quits.",
  },
  async ({ options, positionals: [kind] }) => {
    if (kind !== "words" && kind !== "digits") throw new UsageError(`KIND is words or digits, not ${quoted(kind)}`);
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
