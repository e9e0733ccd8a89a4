/**
 * The worker thread that judges for `npm run judge` and the end of `npm run wordle`: the search
 * runs here, so the command's own thread stays free to hear a Ctrl-C and stop at once.
 */
import { parentPort, workerData } from "worker_threads";
import { verdictJson, verdictText, wordleJudge } from "./verdict";

/** What the command asks: a game by its target or by its replies, and how to print the verdict. */
export interface VerdictRequest {
  hard: boolean;
  guesses: string[];
  target?: string;
  replies?: string[];
  json: boolean;
}

const { hard, guesses, target, replies, json } = workerData as VerdictRequest;
void (async () => {
  try {
    const { judge } = await wordleJudge(hard);
    const verdict = target !== undefined ? judge.judge(guesses, target) : judge.judgeReplies(guesses, replies ?? []);
    parentPort!.postMessage({ printed: json ? verdictJson(verdict) : verdictText(verdict) });
  } catch (e) {
    parentPort!.postMessage({ error: (e as Error).message });
  }
})();
