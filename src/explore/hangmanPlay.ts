/**
 * The hangman page's worker: compiles the original's tree and the rollout tree for a word's
 * length (once per length; rollout can take seconds), then plays the word through both.
 */
import { checkWord, compileTrees, HangmanTree, MAX_MISSES, play, steps, Strategy, wordsUnder } from "../hangman";
import { thousands } from "../format";
import type { Played, Reply, Request } from "./hangmanMessages";

const strategies: Strategy[] = ["frequency", "rollout"];
let byLength = new Map<number, string[]>();
let dictionary = new Set<string>();
const trees = new Map<string, HangmanTree>(); // by strategy and length, e.g. "rollout 7"

function send(reply: Reply): void {
  self.postMessage(reply);
}

self.onmessage = (event: MessageEvent<{ words: string[] } | Request>) => {
  if ("words" in event.data) {
    dictionary = new Set(event.data.words);
    byLength = new Map();
    for (const w of event.data.words) (byLength.get(w.length) ?? byLength.set(w.length, []).get(w.length)!).push(w);
    return;
  }
  const { id } = event.data;
  let word: string;
  try {
    word = checkWord(event.data.word.trim());
  } catch (e) {
    return send({ id, kind: "problem", problem: (e as Error).message });
  }
  if (!dictionary.has(word)) {
    return send({ id, kind: "problem", problem: `“${word}” is not in the dictionary (${thousands(dictionary.size)} words): the trees know only its words.` });
  }
  const list = byLength.get(word.length)!;
  const played: Played[] = [];
  for (const strategy of strategies) {
    const key = `${strategy} ${word.length}`;
    if (!trees.has(key)) {
      send({ id, kind: "played", word, words: list.length, played: [...played], compiling: strategy });
      trees.set(key, compileTrees(list, strategy).get(word.length)!);
    }
    played.push(game(trees.get(key)!, word, strategy));
  }
  send({ id, kind: "played", word, words: list.length, played, compiling: null });
};

/** A word played through a tree, with what each guess showed the player. */
function game(tree: HangmanTree, word: string, strategy: Strategy): Played {
  const outcome = play(tree, word, MAX_MISSES);
  const known = new Set<string>();
  let misses = 0;
  const shown = steps(tree, word)
    .slice(0, outcome.guesses.length)
    .map(({ letter, positions, next }) => {
      known.add(letter);
      if (positions === 0) misses++;
      const pattern = [...word].map((c) => (known.has(c) ? c : "_")).join("");
      return { letter, hit: positions !== 0, pattern, misses, possible: wordsUnder(next) };
    });
  return { strategy, outcome, shown };
}
