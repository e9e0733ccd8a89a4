/**
 * The Wordle page's worker: for a position (the targets still possible, the guesses left) the
 * greedy choice under each metric, and the perfect player's guess by the exact search, so the
 * page never waits on them. A search that would take over two seconds gives way to a beam
 * search, labelled as unproven.
 */
import { Game, wordle, Word } from "../game";
import { readTable, tableTitle } from "../firstGuessTable";
import { expectation, guessOf, max, Metric, negEntropy, rankFirstGuesses, Tree } from "../guessTree";
import { Judge, optimalTree, SearchTimeout, verdictTable } from "../optimal";
import { LatestOnly } from "./latest";
import type { Answer, Best, ExplainAnswer, ExplainRequest, Greedy, JudgeRequest, Position, VerdictAnswer } from "./wordleMessages";

/** The notebook's three metrics, each with how its value is shown (entropy is minimized negated). */
const metrics: [Greedy["metric"], Metric, (value: number) => number][] = [
  ["max", max, (v) => v],
  ["expectation", expectation, (v) => v],
  ["entropy", negEntropy, (v) => -v],
];

const EXACT_SECONDS = 2;
/** The beam's width: guesses tried at each step when the exact search gives way. */
const BEAM = 10;

let guesses: Word[] = [];
let targets: Word[] = [];
let table = "";
/** The judge of whole games: the full game and the table of every first guess, made when first asked. */
let judge: Judge | null = null;
/** Seconds a first guess the table only bounds may be searched before its bound is shown instead. */
const JUDGE_SECONDS = 2;

type Message = { kind: "start"; guesses: Word[]; targets: Word[]; table: string } | JudgeRequest | ExplainRequest | Position | { kind: "here"; id: number };

/** A position's number, sent whenever the page shows a new one: nothing to do but drop older jobs. */
type Here = { kind: "here"; id: number };
type Job = JudgeRequest | ExplainRequest | Position | Here;
const jobs = new LatestOnly<Job>();
let waiting = false;

self.onmessage = (event: MessageEvent<Message>) => {
  const message = event.data;
  if ("kind" in message && message.kind === "start") {
    ({ guesses, targets, table } = message);
    return;
  }
  jobs.push(message as Job);
  later();
};

/**
 * The next job, one turn of the event loop from now: the messages that arrived while the last
 * job ran are read first, so a job for a position the reader has left is dropped unstarted.
 */
function later(): void {
  if (waiting || jobs.size === 0) return;
  waiting = true;
  setTimeout(() => {
    waiting = false;
    const job = jobs.next();
    if (job && "kind" in job && job.kind === "judge") self.postMessage(judged(job));
    else if (job && "kind" in job && job.kind === "explain") self.postMessage(explained(job));
    else if (job && "kind" in job && job.kind === "here") return later();
    else if (job) analyse(job as Position);
    later();
  }, 0);
}

/** The one judge: the full game and the table of every first guess, made when first asked. */
function theJudge(): Judge {
  if (!judge) {
    const full: Game = wordle(targets, guesses);
    const { rows } = readTable(table, full, tableTitle(full, false, 6));
    judge = new Judge(full, { table: rows, timeLimit: JUDGE_SECONDS });
  }
  return judge;
}

/** The groups behind a turn's verdict: the best guess's and the played guess's. */
function explained({ id, turn, guesses: played, replies }: ExplainRequest): ExplainAnswer {
  try {
    const judge = theJudge();
    // The verdict's row for the turn, which the judge has valued already (it remembers).
    const row = judge.judgeReplies(played.slice(0, turn + 1), replies.slice(0, turn + 1)).rows[turn];
    const exact = { V: row.exactV ? row.V : null, Q: row.exactQ ? row.Q : null };
    return { kind: "explain", id, turn, ...judge.explain(played, replies, turn), exact, problem: null };
  } catch (e) {
    return { kind: "explain", id, turn, targets: 0, bestGuess: "", playedGuess: "", best: [], played: [], exact: { V: null, Q: null }, problem: (e as Error).message };
  }
}

/** The verdict on the game so far, from one judge that remembers every position it has valued. */
function judged({ id, guesses: played, replies }: JudgeRequest): VerdictAnswer {
  try {
    return { kind: "verdict", id, table: verdictTable(theJudge().judgeReplies(played, replies)), problem: null };
  } catch (e) {
    return { kind: "verdict", id, table: null, problem: (e as Error).message };
  }
}

function analyse(position: Position): void {
  const { id, targets: left, guessesLeft } = position;
  const game = wordle(left, guesses);
  const greedy = metrics.map(([metric, rule, shown]) => {
    const [best] = rankFirstGuesses(game, rule);
    return { metric, word: best.word, value: shown(best.value) };
  });
  const started = performance.now();
  const found = (tree: Tree, total: number, proven: boolean, how: string): Best => ({
    guess: guessOf(tree),
    total,
    proven,
    how,
    seconds: (performance.now() - started) / 1000,
  });
  const answer: Answer = { kind: "answer", id, greedy, best: null, problem: null };
  try {
    // Every allowed guess may come first, best lower bound first: an exhaustive search, a proof.
    const exact = optimalTree(game, { firstGuesses: game.guesses.length, maxGuesses: guessesLeft, timeLimit: EXACT_SECONDS });
    answer.best = found(exact.tree, exact.total, true, "the exact search, over every allowed guess");
  } catch (e) {
    if (e instanceof SearchTimeout) {
      try {
        const beam = optimalTree(game, { firstGuesses: BEAM, top: BEAM, maxGuesses: guessesLeft });
        const how = `a beam search (the ${BEAM} most promising guesses at each step): the exact search needed over ${EXACT_SECONDS} s`;
        answer.best = found(beam.tree, beam.total, false, how);
      } catch (beamError) {
        answer.problem = (beamError as Error).message;
      }
    } else answer.problem = (e as Error).message;
  }
  self.postMessage(answer);
}
