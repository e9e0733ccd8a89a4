/**
 * `npm run hangman -- think|guess [--strategy frequency|rollout] [--word W] [--seed S]`
 *   think  you think of a word; the computer guesses letters and you answer with the positions
 *          where each letter occurs (e.g. "2 4", counting from 1), or nothing for a miss.
 *   guess  the computer picks a word; you guess letters. The 10th miss loses, as in the original.
 * Reads standard input one line at a time, so it can be scripted.
 */
import { lines } from "./io";
import * as H from "../hangman";
import { PythonRandom } from "../random";
import { count, quoted } from "../format";
import { loadWordList } from "../wordlists";
import * as specs from "./specs";
import { command, UsageError } from "./command";

command(
  specs.hangman,
  async ({ options, positionals: [mode] }) => {
    if (mode !== "think" && mode !== "guess") throw new UsageError(`MODE is think or guess, not ${quoted(mode)}`);
    const strategy = (options.strategy ?? "frequency") as H.Strategy;
    const word = options.word as string | undefined;
    if (word !== undefined) {
      if (mode !== "guess") throw new UsageError("--word goes with guess");
      try {
        H.checkWord(word);
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
    }
    const words = await loadWordList("hangman-words");
    const input = lines();
    const ask = async (prompt: string) => (await input.ask(prompt))?.toLowerCase() ?? null;
    try {
      if (mode === "think") return await think(words, strategy, ask);
      return await guess(words, word, new PythonRandom((options.seed as string | undefined) ?? String(Date.now())), ask);
    } finally {
      input.close();
    }
  },
);

type Ask = (prompt: string) => Promise<string | null>;

/** The computer guesses the word the player thinks of. */
async function think(words: string[], strategy: H.Strategy, ask: Ask): Promise<number> {
  let length = 0;
  while (length === 0) {
    const answer = await ask("How many letters has your word? ");
    if (answer === null) return 0;
    if (/^\d+$/.test(answer) && Number(answer) > 0) length = Number(answer);
    else console.log("  A whole number of at least 1, please.");
  }
  let candidates = words.filter((w) => w.length === length);
  if (candidates.length === 0) {
    console.log(`I know no words of ${count(length, "letter").trim()}.`);
    return 1;
  }
  let node = H.compileTrees(candidates, strategy).get(length)!;
  const shown = Array(length).fill("_");
  let misses = 0;
  while (typeof node !== "number") {
    const letter = node.letter;
    const answer = await ask(`${shown.join(" ")}   Is there a letter "${letter}"? Positions (1 to ${length}), or Enter for none: `);
    if (answer === null) return 0;
    const places = answer === "" || answer === "no" ? [] : answer.split(/[\s,]+/).map(Number);
    if (places.some((p) => !(Number.isInteger(p) && p >= 1 && p <= length))) {
      console.log(`  Positions are whole numbers from 1 to ${length}.`);
      continue;
    }
    const mask = places.reduce((m, p) => m | (1 << (p - 1)), 0);
    const next = node.branches.get(mask);
    if (next === undefined) {
      const where = mask === 0 ? "nowhere" : `exactly at ${places.join(" and ")}`;
      const left = count(candidates.length, `${length}-letter word`).trim();
      console.log(`I give up: none of the ${left} I still thought possible has "${letter}" ${where}.`);
      return 1;
    }
    if (mask === 0) misses++;
    for (const p of places) shown[p - 1] = letter;
    candidates = candidates.filter((w) => H.positions(w, letter) === mask);
    node = next;
  }
  const lost = misses >= H.MAX_MISSES ? `, so I would have lost: the ${H.MAX_MISSES}th miss loses` : "";
  console.log(`Your word is "${candidates[0]}". I missed ${count(misses, "time").trim()}${lost}.`);
  return 0;
}

/** The player guesses the computer's word. */
async function guess(words: string[], word: string | undefined, random: PythonRandom, ask: Ask): Promise<number> {
  const secret = word ? H.checkWord(word) : random.choice(words);
  const guessed = new Set<string>();
  let misses = 0;
  console.log(`My word has ${count(secret.length, "letter").trim()}. The ${H.MAX_MISSES}th miss loses.`);
  for (;;) {
    const shown = [...secret].map((c) => (guessed.has(c) ? c : "_")).join(" ");
    if (!shown.includes("_")) {
      console.log(`${shown}\nYou got it with ${misses} miss${misses === 1 ? "" : "es"}!`);
      return 0;
    }
    if (misses >= H.MAX_MISSES) {
      console.log(`Out of misses. The word was "${secret}".`);
      return 1;
    }
    const letter = await ask(`${shown}   misses ${misses}/${H.MAX_MISSES}. A letter: `);
    if (letter === null) {
      console.log(`The word was "${secret}".`);
      return 0;
    }
    if (!/^[a-z]$/.test(letter)) console.log("  One letter, a to z, please.");
    else if (guessed.has(letter)) console.log(`  You tried "${letter}" already.`);
    else {
      guessed.add(letter);
      if (!secret.includes(letter)) misses++;
    }
  }
}
