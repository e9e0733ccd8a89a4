/**
 * `npm run solve -- --game bulls-cows --groups --table FILE`: a code game's optimum proven one
 * reply group of its first guess at a time (src/groupTable.ts). For each group, every next guess
 * (one per set the symmetries keeping the first guess turn into one another) is settled against
 * the best so far (or, against a total to beat, the group's room, if less), the likeliest best
 * first, and written as a row as soon as it is, so a run that stops loses nothing: the same
 * command goes on from the table. The searches run on worker threads (several next guesses of a
 * group at once), so a Ctrl-C stops the command at once.
 * A next guess of a big group whose search runs long is settled the same way, one reply group of
 * its own at a time, in a table of its own (GroupRun.deeper).
 */
import fs from "fs";
import { Game, GameSpec, groupGame, groupSpec, makeGame, Word } from "../game";
import { groupSymmetries } from "../codeBreaking";
import { expectation, partitionCounts } from "../guessTree";
import { bestRow, compareRows, formatGroupRow, formatGroupTable, groupFloors, GroupResult, groupResult, GroupRow, GroupSetting, groupSetting, groupTableHead, GroupTableError, groupRoom, readGroupTable, tableLeast } from "../groupTable";
import { formatSeconds, quotedPath, thousands } from "../format";
import { openResumable, withLock } from "./firstGuesses";
import { fullSpec, SettleAnswer, SettleJob, Settler, startSettler, Step } from "./settler";
import { Refusal } from "./command";
import { writeTarget } from "./files";

export interface GroupRun {
  /** The table file (where its name leads) and the name as the user typed it. */
  file: string;
  typed: string;
  /** The game, as the worker builds it, and the same game built here. */
  kind: SettleJob["game"];
  game: Game;
  spec: GameSpec;
  /** The guesses and replies that lead to `spec` from the whole game: none for a first guess. */
  after?: readonly Step[];
  first: Word;
  limit: number;
  objective: "total" | "worst";
  /** The next guesses to settle in each group (the symmetries' classes). */
  nexts: readonly Word[];
  /** Seconds each group may take in this run (Infinity: no limit); a group stopped goes on in the next. */
  timeLimit: number;
  /** Worker threads: each settles one next guess at a time, against the group's best of the moment. */
  workers: number;
  /** When the whole run stops (performance.now() milliseconds), whatever each group has left, and whose limit that is. */
  until?: { at: number; whose: string };
  /**
   * Within a limit, the same groups' rows with no limit (objective total). A limit only takes
   * trees away, so a group's least with no limit is a floor for its least within the limit: once
   * its best at the limit reaches it, the group is settled, and its other guesses are written as
   * the bounds their rows with no limit give, without a search. That rests on the group's
   * conclusion with no limit alone, which the row with no limit rests on too. Their guesses go
   * first, the least first, so that the best is found early.
   */
  unlimited?: readonly GroupRow[];
  /**
   * A total the first guess must beat (the objective total): the best another first guess has.
   * The run stops as soon as the codes and the least total each group can have (`groupLeast`, with
   * the split floors of its guesses with no row yet) add up to it: the first guess cannot beat it,
   * whatever the groups left would show. Each next guess is settled against its group's room
   * (what the group must stay below for the first guess to beat it), when that is below the
   * group's best.
   */
  beat?: number;
  /**
   * A next guess in a group of more codes than `above` that a whole search does not settle within
   * `seconds` (at once, if its table is begun) is settled by its own reply groups, in a table of
   * its own beside this one (deeperFile), just as this table settles the first guess: a run that
   * stops keeps the groups it settled there, where a whole search stopped keeps nothing. Against
   * the group's best at that moment, it stops as soon as its groups show it cannot beat it (as with
   * `beat`), and the row is that bound. For the objective total, a limit of 3 or more, and a
   * guess that splits off more of the group than itself.
   */
  deeper?: { above: number; seconds: number };
  /** Worker threads to settle on instead of starting its own: a deeper table uses its caller's. */
  settlers?: Settler[];
  /**
   * How a deeper table lets its caller's idle worker threads help (`help`, while its groups have
   * guesses to settle): `offer` registers it, and the function it returns withdraws it. A caller
   * whose groups have nothing for a thread to take sends it to such a table rather than let it
   * wait: a group's first next guess settled by its own groups otherwise keeps all but one idle.
   */
  offer?: (help: Help) => () => void;
  /** Put before each line it prints: a deeper table's path from its caller's (`0B1W, 456: `). */
  label?: string;
}

/** A deeper table's work for a thread lent to it: settles its guesses until none is left to take. */
type Help = (settler: Settler) => Promise<void>;

/** What a run settled: each group's result, in the table's order, and the groups it stopped. */
export interface SettledGroups {
  setting: GroupSetting;
  results: GroupResult[];
  stopped: string[];
  /** Whether every group is proven (the table is then sorted). */
  complete: boolean;
  /** The seconds of every row of the table, the groups not settled too. */
  seconds: number;
  /** With `beat`, the least total the first guess can have once that reaches it (a lower bound, at least `beat`). */
  cut?: number;
}

/**
 * What a run's groups prove of its first guess: its least total (the codes, one first guess each,
 * plus the groups' totals), or Infinity when some group has no tree within the limit; undefined
 * while a group is not settled.
 */
export function groupsTotal({ results, complete }: SettledGroups, codes: number): number | undefined {
  if (!complete) return undefined;
  return codes + results.reduce((sum, r) => sum + r.total, 0);
}

/**
 * The row a run's groups settle for its first guess: exact once every group is settled (even if
 * the run was also cut), else the bound it was cut at (a cut at Infinity is exact too: some group
 * then has no tree with any next guess), or a timeout while groups are left.
 */
export function groupsRow(settled: SettledGroups, codes: number): SettleAnswer {
  const total = groupsTotal(settled, codes);
  if (total !== undefined) return { total, exact: true, seconds: settled.seconds };
  if (settled.cut !== undefined) return { total: settled.cut, exact: settled.cut === Infinity, seconds: settled.seconds };
  return { timeout: true };
}

export function settleGroups(run: GroupRun): Promise<SettledGroups> {
  return withLock(run, () => settle(run));
}

async function settle(run: GroupRun): Promise<SettledGroups> {
  const setting = groupSetting(run);
  if (run.unlimited && (run.objective !== "total" || run.limit === Infinity)) throw new Error("rows with no limit are floors only for the total within a limit");
  if (run.beat !== undefined && run.objective !== "total") throw new Error("a total to beat is for the objective total");
  // The rows with no limit by group and guess, and each group's conclusion from them.
  const freeRows = new Map((run.unlimited ?? []).map((r) => [`${r.reply},${r.guess}`, r]));
  const free = (reply: string, guess: Word) => freeRows.get(`${reply},${guess}`);
  const freeSetting = groupSetting({ ...run, limit: Infinity });
  const leastFree = new Map(setting.groups.map(({ reply }) => [reply, run.unlimited && groupResult(run.unlimited, freeSetting, reply)]));
  // Each group's floors, from its own search, to refuse an exact row below what its guess allows.
  let floors = groupFloors(run.spec, run.first, run.limit);
  const floor = (reply: string, guess: string) => floors(reply, guess);
  // Each line printed, after the label (two deeper tables may be settled at once).
  const tell = (line: string) => console.log(`${run.label ?? ""}${line}`);
  // A table reached through a symbolic link stays a link: a rewrite replaces what it leads to.
  const openTable = () => openResumable({ file: writeTarget(run.file, run.typed, { regular: true }), typed: run.typed }, groupTableHead(setting), GroupTableError, (text) => readGroupTable(text, setting, { floor }));
  let table = await openTable();
  const { rows } = table;
  // With a total to beat, the least total the first guess can have (tableLeast), from the floors
  // of the next guesses with no row yet, taken once: then the searches are let go before the run
  // needs the memory.
  const floorsOf = new Map(run.beat === undefined ? [] : setting.groups.map(({ reply }) => [reply, new Map(run.nexts.map((g) => [g, floor(reply, g)]))]));
  floors = groupFloors(run.spec, run.first, run.limit);
  const floorOf = (reply: string, g: Word) => floorsOf.get(reply)!.get(g)!;
  const cutAt = () => {
    if (run.beat === undefined) return undefined;
    const sum = tableLeast(rows, setting, run.game.targets.length, floorOf);
    return sum >= run.beat ? sum : undefined;
  };
  // Against a total to beat, the room a group's next guess has (groupRoom): the total the group
  // must stay below for the first guess to beat it, the total to beat less the codes and the
  // other groups' least (each a lower bound). A guess searched against the room
  // (or its group's best, if lower) that reaches it is written as that bound, below its group's
  // best maybe: then its group does not conclude, but once each of its next guesses has a row,
  // the least totals add up to the total to beat, and the first guess is cut. No guess is
  // searched further than the first guess needs.
  const roomIn = (reply: string) => groupRoom(rows, setting, run.game.targets.length, run.beat ?? Infinity, reply, floorOf);
  // A bound below both its group's best and its room was cut at a room an earlier run had,
  // against a smaller total to beat (or a table above this one that has since lost rows): it
  // would keep its group open for good, so the table is written again without it, and its guess
  // settled again. Each one dropped may widen the other groups' rooms, hence the loop.
  const weak = (r: GroupRow) => {
    const best = bestRow(rows, setting, r.reply);
    return !r.exact && !(best && compareRows(r, best) >= 0) && r.total < roomIn(r.reply);
  };
  let dropped = 0;
  for (let found = rows.filter(weak); found.length > 0; found = rows.filter(weak)) {
    for (const r of found) rows.splice(rows.indexOf(r), 1);
    dropped += found.length;
  }
  if (dropped > 0) {
    await table.rewrite(groupTableHead(setting).join("") + rows.map(formatGroupRow).join(""));
    table = await openTable();
    const what = dropped === 1 ? "1 bound" : `${dropped} bounds`;
    const below = run.beat === undefined ? "below its group's best (or in a group with no exact row)" : "below both its group's best (if it has one) and its room";
    tell(`${quotedPath(run.typed)}: ${what} ${below}, which would keep the group open, to be settled again`);
  }
  let cut = cutAt();
  const done = setting.groups.filter(({ reply }) => groupResult(rows, setting, reply)).length;
  if (rows.length > 0) tell(`${quotedPath(run.typed)} settles ${done} of ${setting.groups.length} groups already; ${setting.groups.length - done} to go`);
  // The worker threads, started when a group first needs them (a complete table needs none), no
  // more than a group has next guesses to share among them.
  let settlers: Settler[] = [];
  const pool = async () => {
    if (settlers.length === 0) settlers = run.settlers ?? await Promise.all(Array.from({ length: Math.max(1, Math.min(run.workers, run.nexts.length)) }, startSettler));
    return settlers;
  };
  const results: GroupResult[] = [];
  const stopped: string[] = [];
  try {
    // The rows' header, once, before the first row this run settles.
    let headed = false;
    const say = (line: string) => {
      if (!headed) tell(`group  codes  next guess  ${`after ${run.first}`.padStart(18)}    search`);
      headed = true;
      tell(line);
    };
    // The groups still open, smallest first: a run cut short has proven as many as it could. In
    // each, the likeliest best next guess first (the smallest expected group), so that it cuts
    // off the rest.
    const open = [...setting.groups]
      .reverse()
      .filter(({ reply }) => !groupResult(rows, setting, reply))
      .map(({ reply, codes }) => {
        const group = groupGame(run.spec, run.first, reply);
        const counts = new Map(run.nexts.map((g) => [g, partitionCounts(group, g, group.targets)]));
        const expected = new Map(run.nexts.map((g) => [g, expectation(counts.get(g)!)]));
        // A guess that leaves the group whole, or all of it but itself, goes no deeper: its own
        // table would hold the same problem again.
        const splits = (guess: Word) => Math.max(...counts.get(guess)!) < codes - 1;
        // With rows with no limit, the least first (exact before a bound of the same total).
        const known = (g: Word) => free(reply, g) ?? { total: Infinity, exact: false };
        const order = [...run.nexts]
          .sort((a, b) => compareRows(known(a), known(b)) || Number(known(b).exact) - Number(known(a).exact) || expected.get(a)! - expected.get(b)!)
          .filter((guess) => !rows.some((r) => r.reply === reply && r.guess === guess));
        return { reply, codes, order, splits, next: 0, lone: false, timedOut: false, started: undefined as number | undefined };
      });
    type Open = (typeof open)[number];
    const best = (g: Open) => bestRow(rows, setting, g.reply);
    // What a guess of the group is settled against: its best so far, or the room, if less.
    const against = (g: Open) => {
      const [so, room] = [best(g), roomIn(g.reply)];
      return room < (so?.total ?? Infinity) ? { total: room } : so;
    };
    // Whether a group has a guess for a worker to take. A group with no best yet settles its
    // likeliest best alone: the others need its budget.
    const ready = (g: Open) => cut === undefined && !g.timedOut && !g.lone && g.next < g.order.length && !(performance.now() >= (run.until?.at ?? Infinity) && g.started === undefined);
    let running = 0;
    // The deeper tables of this one's that take help, while they have guesses to settle.
    const helps = new Set<Help>();
    const offer = (help: Help) => {
      helps.add(help);
      nudge(); // a thread waiting for a guess to be settled can help at once
      return () => void helps.delete(help);
    };
    // Resolved each time a guess is settled (or a deeper table takes help), for the workers that
    // found nothing to take, and made anew.
    let wake = () => {};
    let settled = new Promise<void>((resolve) => (wake = resolve));
    const nudge = () => {
      wake();
      settled = new Promise<void>((resolve) => (wake = resolve));
    };
    // A settled row, written at once and printed with how it was settled.
    const write = (row: GroupRow, codes: number, how: string) => {
      table.append(formatGroupRow(row));
      rows.push(row);
      say(`${row.reply.padEnd(5)}  ${String(codes).padStart(5)}  ${row.guess.padEnd(10)}  ${costText(row, run.limit).padStart(18)}  ${how}`);
      if (cut === undefined && (cut = cutAt()) !== undefined && open.some(unsettled)) sayCut(cut);
    };
    const sayCut = (least: number) => tell(`${run.first} takes at least ${thousands(least)} guesses in all (its groups' least totals so far), not fewer than the ${thousands(run.beat!)} to beat: no more of its groups are needed`);
    // Only while a group is open: once all are, the total is exact, whatever the total to beat.
    const unsettled = (g: Open) => !groupResult(rows, setting, g.reply);
    if (cut !== undefined && open.some(unsettled)) sayCut(cut);
    // Each guess is settled against its group's best of the moment, and its row written at once.
    const settleNext = async (settler: Settler, g: Open) => {
      const { reply, codes } = g;
      const guess = g.order[g.next++];
      g.lone = g.next === 1 && best(g) === undefined;
      g.started ??= performance.now();
      const leftNow = () => {
        const now = performance.now();
        return Math.min(run.timeLimit - (now - g.started!) / 1000, ((run.until?.at ?? Infinity) - now) / 1000);
      };
      const left = leftNow();
      // A group whose best at the limit is its least with no limit is settled: no guess beats that.
      const ahead = best(g);
      const least = leastFree.get(reply);
      const floor = free(reply, guess);
      if (ahead && least && floor && compareRows(ahead, least) === 0) {
        write({ reply, guess, total: floor.total, exact: false, seconds: 0 }, codes, "its row with no limit");
        return;
      }
      // The worker's limit is the guesses left after the first.
      const steps = [...(run.after ?? []), { guess: run.first, reply }];
      const job: SettleJob = { game: run.kind, after: steps, limit: run.limit - 1, objective: run.objective, guess, best: against(g), seconds: left };
      // A big group's guess is searched whole for a while only, or not at all once its own table is begun.
      // (At a limit below 3, counting this table's guess, its groups would have no guess left.)
      const deep = run.deeper && run.objective === "total" && codes > run.deeper.above && run.limit > 2 && g.splits(guess) ? deeperFiles(run, reply, guess) : undefined;
      // The guess searched against a budget (none: for its own least), whole or by its own groups.
      const seek = async (budget: SettleJob["best"]): Promise<[SettleAnswer, string]> => {
        const whole = !deep ? leftNow() : fs.existsSync(deep.file) ? 0 : Math.min(leftNow(), run.deeper!.seconds);
        const answer: SettleAnswer = whole > 0 ? await settler.ask({ ...job, best: budget, seconds: whole }) : { timeout: true };
        // Once the first guess is cut, a guess whose whole search stopped is not needed.
        if (!("timeout" in answer) || cut !== undefined || !deep || leftNow() <= 0) return [answer, ""];
        const beat = budget?.total;
        const versus = beat === undefined ? "" : `, against ${thousands(beat)}`;
        say(`${reply.padEnd(5)}  ${String(codes).padStart(5)}  ${guess.padEnd(10)}  one reply group at a time${versus}, into ${quotedPath(deep.typed)}`);
        return [await settleDeeper(run, steps, guess, deep, beat, settler, leftNow(), offer), " (its groups')"];
      };
      // At a limit, a group with no best yet first tries the next guess whose row with no limit is
      // the group's least there: a tree of that total within the limit settles the group (above).
      // Against one more than that total, the search stops as soon as it cannot find such a tree,
      // where a search for the guess's own least must also price every tree above it. If it
      // finds none, the guess is searched again for its own least.
      const aim = against(g);
      const goal = !ahead && least && floor?.exact && compareRows(floor, least) === 0 && !(aim && aim.total <= least.total + 1) ? { total: least.total + 1 } : undefined;
      running++;
      try {
        let [answer, how] = await seek(goal ?? aim);
        let before = 0;
        if (goal && !("timeout" in answer) && !answer.exact) {
          say(`${reply.padEnd(5)}  ${String(codes).padStart(5)}  ${guess.padEnd(10)}  no tree of ${thousands(least!.total)} within the limit (${formatSeconds(answer.seconds)}): searched again for its least`);
          before = answer.seconds;
          [answer, how] = await seek(against(g));
        }
        if ("timeout" in answer && cut !== undefined) return;
        if ("timeout" in answer) {
          const so = best(g);
          const far = so ? `; best so far ${so.guess}, ${costText(so, run.limit)}` : "";
          const allowed = run.until && run.until.at <= performance.now() ? run.until.whose : `${formatSeconds(run.timeLimit)} a group`;
          if (!g.timedOut) say(`${reply.padEnd(5)}  ${String(codes).padStart(5)}  ${guess.padEnd(10)}  stopped at the time limit (${allowed}${far}); run again to go on, with a longer limit if a guess needs it`);
          g.timedOut = true;
          return;
        }
        const row: GroupRow = { reply, guess, total: answer.total, exact: answer.exact, seconds: before + answer.seconds };
        if (answer.atWorst !== undefined && answer.total < Infinity) row.atWorst = answer.atWorst;
        write(row, codes, `${formatSeconds(row.seconds).padStart(8)}${how}`);
      } finally {
        running--;
        g.lone = false;
        nudge();
      }
    };
    // A worker stays in its group while it has guesses (its search there is kept), then takes the
    // first open group with one, or helps a deeper table of this one's (until that has nothing
    // left to take: it is then done), or waits for a guess to be settled elsewhere; it stops when
    // no group has a guess to take and none is being settled.
    const work = async (settler: Settler) => {
      let mine: Open | undefined;
      for (;;) {
        const g = mine && ready(mine) ? mine : open.find(ready);
        const help = g ? undefined : helps.values().next().value;
        if (g) await settleNext(settler, (mine = g));
        else if (help) await help(settler).finally(() => helps.delete(help));
        else if (running > 0) await settled;
        else return;
      }
    };
    const threads = cut === undefined && open.some((g) => g.order.length > 0) ? await pool() : [];
    // Lent to the caller's idle threads while these ones work.
    const withdraw = threads.length > 0 ? run.offer?.(work) : undefined;
    await Promise.all(threads.map(work)).finally(() => withdraw?.());
    for (const { reply } of [...setting.groups].reverse()) {
      const result = groupResult(rows, setting, reply);
      if (result) results.push(result);
      else stopped.push(reply);
    }
  } finally {
    if (!run.settlers) await Promise.all(settlers.map((settler) => settler.terminate()));
  }
  const place = (reply: string) => setting.groups.findIndex((g) => g.reply === reply);
  results.sort((a, b) => place(a.reply) - place(b.reply));
  const complete = stopped.length === 0;
  if (complete) {
    const sorted = formatGroupTable(setting, rows);
    await table.rewrite(sorted);
  }
  const seconds = rows.reduce((sum, r) => sum + r.seconds, 0);
  return { setting, results, stopped, complete, seconds, ...(cut === undefined ? {} : { cut }) };
}

/**
 * A row's cost as the printout shows it: the total, or with the objective worst the codes at the
 * last guess and the total; a bound on the pair gives the count alone (it is compared first).
 */
export function costText(row: Pick<GroupRow, "atWorst" | "total" | "exact">, limit: number): string {
  if (row.total === Infinity) return `none within ${limit}`;
  if (row.atWorst === undefined) return `${row.exact ? "" : "≥ "}${thousands(row.total)}`;
  return row.exact ? `${thousands(row.atWorst)} at ${limit}, ${thousands(row.total)}` : `≥ ${thousands(row.atWorst)} at ${limit}`;
}

/**
 * Where a table keeps a big group's next guess settled by its own groups (GroupRun.deeper): beside
 * it, named after it, the reply and the guess (3x16-123-none.csv: 3x16-123-none-0B1W-456.csv).
 */
export function deeperFile(table: string, reply: string, guess: Word): string {
  return `${table.replace(/\.csv$/, "")}-${reply}-${guess}.csv`;
}

function deeperFiles(run: GroupRun, reply: string, guess: Word): { file: string; typed: string } {
  const named = { file: deeperFile(run.file, reply, guess), typed: deeperFile(run.typed, reply, guess) };
  // A table is a regular file: anything else there (a folder, a pipe) is left alone.
  if (fs.statSync(named.file, { throwIfNoEntry: false })?.isFile() === false) throw new Refusal(`${quotedPath(named.typed)} is not a regular file, where a big group's next guess keeps its reply groups; it is left as it was`);
  return named;
}

/**
 * A big group's next guess settled one reply group of its own at a time (GroupRun.deeper), on the
 * caller's worker thread, and on those the caller lends it when they have nothing else to take
 * (`offer`): its least total in the group, or against `beat` a bound once its groups reach it; a
 * timeout when the run stops first.
 */
async function settleDeeper(run: GroupRun, steps: Step[], guess: Word, named: { file: string; typed: string }, beat: number | undefined, settler: Settler, seconds: number, offer: GroupRun["offer"]): Promise<SettleAnswer> {
  const spec = groupSpec(run.spec, run.first, steps[steps.length - 1].reply);
  const game = makeGame(spec);
  const nexts = groupSymmetries(fullSpec(run.kind), [...steps.map((s) => s.guess), guess]).nextGuesses;
  const at = performance.now() + seconds * 1000;
  const whose = run.until && run.until.at <= at ? run.until.whose : `${formatSeconds(run.timeLimit)} a group`;
  const settled = await settleGroups({ ...named, kind: run.kind, game, spec, after: steps, first: guess, limit: run.limit - 1, objective: "total", nexts, timeLimit: Infinity, until: { at, whose }, workers: 1, settlers: [settler], offer, deeper: run.deeper, beat, label: `${run.label ?? ""}${steps[steps.length - 1].reply}, ${guess}: ` });
  return groupsRow(settled, game.targets.length);
}
