/**
 * Every command as its usage describes it: the arguments it takes, what it is for, and examples.
 * The parser (command.ts), each command's `--help`, and the reference page docs/commands.md
 * (made by `npm run docs`, checked by test/docs.test.ts) are all made from these values, so the
 * three cannot disagree. Values only: nothing here runs a command.
 */
import { hardModeRule } from "../game";
import { EXACT_WITHIN } from "../firstGuessTable";
import type { CommandSpec } from "./command";

/** The greedy rules `solve --greedy` takes (solve.ts maps each to its metric). */
export const greedyRuleNames = ["max", "expectation", "squares", "entropy", "most-parts"] as const;

export const bee: CommandSpec = {
  name: "bee",
  summary: "one Spelling Bee honeycomb: its words, points, pangrams, rank thresholds and hints grid",
  positionals: ["LETTERS", "CENTER"],
  positionalHelp: {
    LETTERS: "the seven letters of the honeycomb, in any order (e.g. AEGINRT)",
    CENTER: "the center letter, one of them (e.g. R)",
  },
  options: {
    "with-s": { kind: "flag", help: "allow S (the puzzle as posed does not)" },
    hints: { kind: "flag", help: "show the counts only, not the words (no spoilers)" },
  },
  about:
    "The report of the [Spelling Bee notebook](../notebooks/SpellingBee.ipynb) for any honeycomb, on the ENABLE word list: the points it is worth, " +
    "its pangrams, the points each rank needs, the grid of words by first letter and length that the puzzle's " +
    "hints page shows, and then the words themselves, by length. An invalid honeycomb (six letters, a repeat, " +
    "an S, a center outside the letters) is refused with the reason.",
  examples: [{ args: ["AEGINRT", "R", "--hints"] }, { args: ["LAPGEMX", "G"] }],
};

export const wordle: CommandSpec = {
  name: "wordle",
  summary: "play Wordle (or Jotto, or an evil Wordle) in the terminal",
  positionals: [],
  options: {
    hard: { kind: "flag", help: `Wordle's hard mode: ${hardModeRule}` },
    consistent: { kind: "flag", help: "stricter: every guess must be a word that could still be the answer" },
    evil: { kind: "flag", help: "no fixed target: each reply is the one that keeps the most words possible" },
    jotto: { kind: "flag", help: "play Jotto: the reply is the number of letters in common" },
    "all-guesses": { kind: "flag", help: "accept Wordle's 12,972 guess words, not only the 2,309 targets" },
    turns: { kind: "whole", value: "N", min: 1, help: "the number of guesses allowed (default 6; 20 for Jotto)" },
    target: { kind: "text", value: "WORD", help: "the word to find (default: one picked at random)" },
    seed: { kind: "text", value: "S", help: "the seed of the random pick, to replay a game" },
  },
  notes: "Guesses are read from standard input, one per line; Q quits.",
  about:
    "The game the [Wordle notebook](../notebooks/Wordle.ipynb) analyses, played with the same game values: after each guess the reply " +
    "(G green, Y yellow, . grey; coloured tiles on a terminal) and how many words could still be the answer. " +
    "A word that is not in the list, or that breaks hard mode, is named and asked again. At the end of a Wordle " +
    "game of six guesses (won or lost, not quit), the perfect player's verdict on each guess follows, as `judge` " +
    "prints it. Guesses come from standard input, so a game can be scripted, as below.",
  examples: [
    { args: ["--target", "THUMB"], input: "RAISE\nCLOUT\nTHUMB\n" },
    { args: ["--evil", "--turns", "3"], input: "RAISE\nCLOUT\nNYMPH\n" },
    { args: ["--jotto", "--target", "THUMB", "--turns", "3"], input: "RAISE\nCLOUT\nTHUMB\n" },
  ],
};

export const clues: CommandSpec = {
  name: "clues",
  summary: "the clue contest: answer/guess pairs in, one `answer guess clue` line out per pair",
  positionals: ["INPUT"],
  positionalHelp: { INPUT: "a file of answer/guess pairs, separated by any white space (- for standard input)" },
  options: {
    output: { kind: "text", value: "OUTPUT", short: "o", help: "write the clued rows there (default, or -: standard output)" },
  },
  about:
    "The [Mastermind notebook](../notebooks/Mastermind.ipynb)'s contest tool. The pairs may be one per line or all " +
    "on one line. It streams in constant memory, however long the file, and waits for a slow reader (`| less`) " +
    "rather than dropping rows. A bad row stops it with the line number and the reason, and leaves no output " +
    "file; it refuses to write over its own input, and `-o` through a symbolic link writes the file the link " +
    "points at.",
  examples: [{ args: ["data/mmind_input.txt"] }, { args: ["-"], input: "08180 88822\n12345 54321\n" }],
};

export const play: CommandSpec = {
  name: "play",
  summary: "the classroom game loop with C/P/N clues, or the computer breaking your Mastermind code",
  positionals: ["KIND"],
  positionalHelp: {
    KIND: "words (a five-letter word from Knuth's list), digits (a five-digit number), or mastermind (you think of a code, the computer breaks it)",
  },
  options: {
    "show-answer": { kind: "flag", help: "print the answer at the start (for a teacher)" },
    answer: { kind: "text", value: "X", help: "the answer to play (default: one picked at random)" },
    seed: { kind: "text", value: "S", help: "the seed of the random pick, to replay a game" },
  },
  notes: "Guesses are read from standard input, one per line; Q quits.",
  about:
    "With `words` or `digits`, the [Mastermind notebook](../notebooks/Mastermind.ipynb)'s game loop: each guess gets a clue, C for a symbol in " +
    "its place, P for one present elsewhere, N for one not present. With `mastermind` it is the other way " +
    "round: you think of a code of 4 pegs in colours 1 to 6, and the computer breaks it with the optimal tree " +
    "recorded in `data/results/mastermind-optimum.json` (checked first by playing every code). You answer each " +
    "guess with the black and white counts (`2 1`); an answer no code can get, or one that contradicts an " +
    "earlier answer, is named and asked again.",
  examples: [
    { args: ["digits", "--answer", "54321"], input: "12345\n54321\n" },
    { args: ["mastermind"], input: "1 1\n0 2\n1 1\n4 0\n" },
  ],
};

export const ladder: CommandSpec = {
  name: "ladder",
  summary: "a shortest word ladder, one letter changed per step",
  positionals: ["FROM", "TO"],
  positionalHelp: { FROM: "the first word (e.g. cold)", TO: "the last word, of the same length (e.g. warm)" },
  options: {
    list: {
      kind: "choice",
      choices: ["sgb-words", "enable1"],
      help: "the word list (default: sgb-words for five letters, enable1 otherwise)",
    },
  },
  about:
    "The word graph of the [Mastermind notebook](../notebooks/Mastermind.ipynb): words of one length, joined when they differ in one letter. " +
    "Five-letter words come from Knuth's Stanford GraphBase list, other lengths from ENABLE. When no ladder " +
    "joins the two words, it says so.",
  examples: [{ args: ["cold", "warm"] }, { args: ["black", "white"] }],
};

export const hangman: CommandSpec = {
  name: "hangman",
  summary: "hangman in the terminal: the computer guesses your word, or you guess its word",
  positionals: ["MODE"],
  positionalHelp: {
    MODE: "think: you think of a word and answer with positions; guess: you guess the computer's word",
  },
  options: {
    strategy: { kind: "choice", choices: ["frequency", "rollout"], help: "how the computer picks letters (default frequency)" },
    word: { kind: "text", value: "W", help: "with guess: the word to play (default: one picked at random)" },
    seed: { kind: "text", value: "S", help: "with guess: the seed of the random pick, to replay a game" },
  },
  notes: "Answers are read from standard input, one per line.",
  about:
    "The [Hangman notebook](../notebooks/Hangman.ipynb)'s decision trees at play. With `think`, the computer asks for the word's length, then " +
    "guesses letters; you answer with the positions where each letter occurs (`2 4`, counting from 1), or " +
    "nothing for a miss. With `guess`, the computer picks a word and you guess letters; the tenth miss loses, " +
    "as in the original. `--strategy rollout` plays the notebook's rollout trees instead of the original's.",
  examples: [
    { args: ["think"], input: "4\n\n\n\n3\n\n\n\n\n\n2\n1\n\n\n\n4\n" },
    { args: ["guess", "--word", "jazz"], input: "e\na\nz\nj\n" },
  ],
};

export const judge: CommandSpec = {
  name: "judge",
  summary: "the perfect player's verdict on a Wordle game, guess by guess",
  positionals: [],
  rest: "GUESS",
  positionalHelp: { GUESS: "the guesses of the game, in order" },
  options: {
    target: { kind: "text", value: "WORD", help: "the answer of the game" },
    replies: { kind: "text", value: "R,R,...", help: "or the replies each guess got (G, Y and ., e.g. ...G.,GG...), when the answer is not known" },
    hard: { kind: "flag", help: `judge in hard mode: ${hardModeRule}` },
    json: { kind: "flag", help: "print the exact values, one row per guess, as JSON" },
  },
  about:
    "The exact search of the [OptimalWordle notebook](../notebooks/OptimalWordle.ipynb) as a judge. For each guess: the targets " +
    "possible before and after it; *perfect play*, the fewest guesses expected from there (every target equally likely, " +
    "six guesses at most, any of the 12,972 words allowed) with the best guess; *this guess*, the same when this guess is " +
    "played and perfect play follows; *choice*, the difference, given away by this guess; and *luck*, how much easier " +
    "than expected the reply left the game. Over a finished game the parts add up exactly, as the last line shows. " +
    "The first turn comes from the committed tables of every first guess (`data/first-guesses/`).",
  examples: [{ args: ["--target", "SHINY", "CRANE", "SLOTH", "SHINY"] }, { args: ["--replies", "...G.,G...Y,GGGGG", "CRANE", "SLOTH", "SHINY", "--json"] }],
};

export const solve: CommandSpec = {
  name: "solve",
  summary: "the guess tree with the fewest guesses, or fewest codes at the last guess (Wordle, Mastermind, Bulls and Cows), or a greedy one",
  positionals: [],
  options: {
    game: { kind: "choice", choices: ["wordle", "mastermind", "bulls-cows"], help: "the game (default wordle): Mastermind is 4 pegs in 6 colours (see --pegs), Bulls and Cows 4 different digits" },
    pegs: { kind: "whole", value: "P", min: 1, max: 15, help: "Mastermind: the pegs of a code (default 4); with --boards, only the boards of P pegs in this run" },
    colours: { kind: "whole", value: "C", min: 1, max: 64, help: "Mastermind: the colours (default 6), written 1 to 9, then A to Z, a to z and α β γ" },
    boards: {
      kind: "whole",
      value: "N",
      min: 4,
      max: 4096,
      help: "every Mastermind board of at least 2 pegs and 2 colours with at most N codes (N from 4 to 4,096; the game is Mastermind whatever the default), into --table FILE: each first guess's least total, and the least worst case; run again with the same FILE to go on",
    },
    groups: {
      kind: "flag",
      help: "Bulls and Cows or Mastermind: prove the optimum one reply group of the first guess at a time, into --table FILE (--first: the first guess, needed where there is more than one pattern); run again with the same FILE to go on",
    },
    "groups-above": {
      kind: "whole",
      value: "N",
      min: 1,
      help: "with --boards: a board of more than N codes (default 2,048) settles each row with no limit, and each row with no total to beat (no first guess has a tree at its limit yet), one reply group of its first guess at a time, as --groups does (see docs/proofs.md), into a table of its own in a folder beside the table (FILE without its .csv, then -groups; a table reached through a link keeps it beside the file itself), so that a run stopped part-way through such a row keeps the groups it settled",
    },
    "whole-first": {
      kind: "whole",
      value: "S",
      min: 0,
      help: "with --boards: the seconds a big board's row (see --groups-above) is first searched whole, at a limit or against a total to beat, before it goes one reply group at a time (default 60; 0: never); a whole search reaches into every group at once and can cut a first guess its groups would take far longer over. A row settled so after its groups were begun has its tables of groups removed, as no longer needed",
    },
    "time-limit": { kind: "whole", value: "S", min: 1, help: "with --boards or --groups: the seconds each board or group may take in this run (default none); the rows it settled are kept, and a next run goes on from them (a guess whose search needs longer than S seconds needs a longer limit, or none)" },
    greedy: {
      kind: "choice",
      choices: greedyRuleNames,
      help: "build the greedy tree of this rule instead of searching: every allowed guess at every node, ties to one that could be the answer, then to the first (Knuth's tree is max; squares is expectation compared exactly, as a sum of squared group sizes, where expectation's fractions can break a tie by rounding, as Norvig's notebooks sum them)",
    },
    targets: { kind: "text", value: "LIST", help: "Wordle: the hidden words (default wordle-small)" },
    guesses: { kind: "text", value: "LIST", help: "Wordle: the allowed guesses (default: the targets, as in Norvig's notebook)" },
    hard: { kind: "flag", help: `Wordle's hard mode: ${hardModeRule}` },
    first: {
      kind: "text",
      value: "WORD",
      help: "start with this guess; otherwise Wordle ranks first guesses and tries K of them, and the counting games try one per pattern of repeats, which covers them all",
    },
    "first-guesses": { kind: "text", value: "K|all", help: "Wordle: how many ranked first guesses (with --after, next guesses) to try (default 10); all: every allowed first guess, with --table" },
    table: {
      kind: "text",
      value: "FILE",
      help: `with --boards: each board's first guesses are written there as they are settled (see docs/proofs.md); with --groups: each group's next guesses; with --first-guesses all: each first guess is written there as it is settled (guess,total,exact: its exact total within ${EXACT_WITHIN} of the best, else a lower bound); run again with the same FILE to go on`,
    },
    workers: { kind: "whole", value: "N", min: 1, max: 64, help: "with --first-guesses all, --groups or --boards (a row settled by its reply groups): worker threads (default one per core)" },
    top: { kind: "whole", value: "N", min: 1, help: "try only the N best guesses at each node: faster, no proof" },
    "exact-below": { kind: "whole", value: "M", min: 1, help: "with --top: sets of at most M targets still get every guess" },
    below: {
      kind: "whole",
      value: "N",
      min: 2,
      help: "look only for trees of fewer than N guesses in total (with --after, after its guesses): far faster when N is close; with none, it proves that every tree takes at least N",
    },
    "max-guesses": { kind: "whole", value: "N", min: 1, help: "every target must be found within N guesses (default 6 for Wordle, no limit otherwise); a greedy tree is built without it and then refused if some target needs more" },
    objective: {
      kind: "choice",
      choices: ["total", "worst"],
      help: "what the search makes least: total (default), the guesses in all; worst, the targets that need the last guess, then the total, within --max-guesses N or, without it, the least worst case, found first",
    },
    after: {
      kind: "text",
      value: "GUESS=REPLY",
      help: "search only the targets left after GUESS got REPLY (e.g. 0123=0B1C), or after a path of them (0123=0B1C,1456=0B2C), the guesses counted among the --max-guesses; --first is then the guess after them",
    },
    output: { kind: "text", value: "FILE", short: "o", help: "write the tree there as JSON (-: to standard output, after the report)" },
    record: {
      kind: "text",
      value: "FILE",
      help: "also write what it prints there, headed by its command line, once it has finished (a run that fails records why): a record for data/results/ (an existing FILE is replaced only if it is a record; a run refused at its table leaves it as it was)",
    },
  },
  notes: "LIST is a word list named in data/wordlists.json (wordle-small, wordle-big, ...) or a file of words.",
  about: [
    "The exact search of the [OptimalWordle](../notebooks/OptimalWordle.ipynb) and " +
      "[CodeBreaking](../notebooks/CodeBreaking.ipynb) notebooks (`src/optimal/`), which proves that no tree " +
      "has fewer guesses than the one it finds, and says over what: every first guess, the first guesses it tried, " +
      "or the trees that open with `--first`; with `--top N` it tries only the N best guesses at each node (with " +
      "`--exact-below M`, every guess all the same for sets of at most M targets), which is faster and proves nothing. The tree is checked by playing every target through it; the report " +
      "gives the first guess, the total, the mean and the worst case, and `-o` writes the tree as JSON " +
      '(`{"guess": "SALET", "branches": {"..GY.": node or word}}`). On a terminal a progress bar shows the work.',
    "Without `--first`, Wordle's first guesses are ranked and the best `--first-guesses K` (default 10) are " +
      "settled, a line for each as soon as it is, so a long run shows its results as it goes, even into a file. " +
      "Mastermind and Bulls and Cows try one first guess per pattern of repeated symbols, which covers every " +
      "first guess by symmetry; the games' symmetries also cut the search below the first guess, and a set of " +
      "codes larger than the guesses left can sort (1 + 13 + 13² + … replies) is dropped at once.",
    "`--after GUESS=REPLY` searches only the targets left after GUESS got REPLY, every guess still allowed and " +
      "GUESS counted among `--max-guesses` (or after a path of them); Wordle tries the best-ranked next guesses " +
      "(`--first-guesses K`, default 10), the counting games every next guess up to the symmetries that keep GUESS. `--below N` looks only for trees of fewer " +
      "than N guesses, every branch cut against N from the start: when N is close to the optimum that is far " +
      "faster, and when there is no such tree an exhaustive search proves that every tree it covers takes at least N.",
    "`--objective worst` makes least, within `--max-guesses N`, the targets found at the Nth guess, and among " +
      "the trees with fewest of those, the guesses in all: one cost that adds up over groups (a target found at " +
      "the last guess weighs more than any total), so the same search and its symmetries serve both. Without " +
      "`--max-guesses` it starts from the fewest guesses the replies allow and adds one until some tree finds " +
      "every target, which proves the least worst case; the report gives the worst case and how many targets " +
      "need it.",
    "`--groups --table FILE` proves a code game's optimum one reply group of the first guess at a time: the " +
      "groups are separate problems whose optima add up. For each group, every next guess (one per set of " +
      "guesses that the symmetries keeping the first guess turn into one another) is settled against the best " +
      "so far, a CSV row (reply, guess, atWorst, total, exact, seconds) appended as soon as it is (the guesses after " +
      "the first; `atWorst`, with `--objective worst`, the codes found at the last guess, else `-`). As for the " +
      "other tables, the same command goes on from the table, one run at a time, a table of another game, first " +
      "guess, limit or objective is refused, and complete it is rewritten sorted; `--time-limit S` gives each " +
      "group S seconds in a run (a search stopped there is started again in the next run, so a guess that needs " +
      "longer needs a longer limit); `--workers N` settles N next guesses of a group at once (default one per core), each " +
      "against the group's best of the moment, once its likeliest best has been settled alone (a worker with nothing " +
      "left to take in its group takes guesses of the first open group that has one). At the end a line " +
      "per proven group, and the game's total once all are.",
    "`--first-guesses all --table FILE` settles every allowed first guess (Wordle only), on worker threads, each " +
      `against the best total so far: an exact total for a guess within ${EXACT_WITHIN} of the best, a proven ` +
      "lower bound for any other. Each is appended to FILE as a CSV row `guess,total,exact` as soon as it is " +
      "settled, so a run that stops, even killed, loses nothing, and the same command goes on from the table. One " +
      "run at a time holds `FILE.lock` (a table with a second name, a hard link, is refused), and a table moved, removed or replaced while a run " +
      "holds it is never written to: the run stops and prints the row it could not write. `--table` and `--record` need a file (`-`, standard " +
      "output, is refused). A table for other lists or the other mode, or with a bad row, is refused " +
      "with the line named, and so is an exact row below the least its guess's split of the targets allows. " +
      "Before anything is concluded every exact row below the best's budget is proved again; rows at or above it " +
      "are taken as written, and the conclusion says how many. Finished, the table is rewritten sorted by total, then guess, and the best first " +
      "guess's tree is built, checked and printed. The committed tables are in `data/first-guesses/`, and the " +
      "records of the searches the CodeBreaking notebook reads are in `data/results/`, each headed " +
      "by the command line that printed it.",
    "`--game mastermind --pegs P --colours C` is any board of P pegs in C colours (colours 1 to 9, then A to Z, " +
      "a to z and α β γ, up to 64), of at most 16,384 codes. `--boards N --table FILE` settles every board of at " +
      "least 2 pegs and 2 colours with at most N codes, fewest codes first: for each, every first guess of a " +
      "pattern with no guess limit, then within each guess limit from one below the fewest the replies allow, until " +
      "some first guess finds every code. Each is a CSV row (pegs, colours, limit, guess, total, exact, seconds), " +
      "appended as soon as it is settled, and the same command goes on from the table; `--time-limit S` gives each " +
      "board S seconds in a run (a board stopped goes on in the next, from its rows: a guess whose search needs longer " +
      "needs a longer limit), and `--pegs P` settles only the boards of P " +
      "pegs. On a board of more than 2,048 codes (`--groups-above N`), a row with no limit, and a row with no total to " +
      "beat (no first guess has a tree at its limit yet) at a limit the replies allow, is settled one reply group of its " +
      "first guess at a time, as `--groups` does (after a minute of the whole search, `--whole-first S` seconds, or " +
      "half the board's time left if less, unless it has no limit and nothing to beat), into a table of its own in the folder FILE-groups beside the table (FILE " +
      "without its .csv: a table of boards must be named FILE.csv), so that a run stopped part-way through such a row keeps the groups it settled; against a " +
      "total to beat, it stops as soon as its groups show it cannot beat it; `--workers N` settles up to N next guesses " +
      "at once there. A next guess there, in a group of more than 256 codes, that a whole search has not settled in 45 " +
      "minutes goes one reply group of its own at a time too, into a table beside its group's, named after it, the " +
      "reply and the guess (3x16-123-none-0B1W-456.csv), so that a stop keeps the groups it settled. Within a limit, a group whose row with no limit was settled so is settled once its best reaches " +
      "its least with no limit (a limit only takes trees away), its other guesses written as bounds without a search. A row settled other than by its groups " +
      "(most often by the whole search: a longer `--whole-first` can cut a first guess whose open groups its table " +
      "counts only at their split floors) after an earlier run began them has those tables removed, with a line naming " +
      "them. At the end a line per proven board gives its least total, mean, first guess, least worst case and the " +
      "least total within it; complete, the table is rewritten sorted (docs/proofs.md says what proves a board).",
  ].join("\n\n"),
  examples: [
    { args: ["--game", "mastermind", "--greedy", "max"] },
    { args: ["--game", "mastermind", "--pegs", "3", "--colours", "5"] },
    { args: ["--game", "mastermind", "--after", "1123=1B1W"] },
    { args: ["--game", "mastermind", "--pegs", "3", "--colours", "5", "--objective", "worst"] },
    { args: ["--guesses", "wordle-big", "--first", "SALET"] },
  ],
};

export const site: CommandSpec = {
  name: "site",
  summary: "build the teaching site from the saved notebooks (and with --serve, serve it on 127.0.0.1)",
  positionals: [],
  options: {
    out: { kind: "text", value: "DIR", help: "build into this folder (default site/): a new or empty one, or a site built there before" },
    serve: { kind: "flag", help: "then serve the site on 127.0.0.1 until Ctrl-C" },
    port: { kind: "whole", value: "N", min: 1, max: 65535, help: "the port to serve on (default 8000)" },
  },
  notes: "Open site/index.html from disk, or copy the folder to any static host (GitHub Pages, a web server).",
  about:
    "Turns the saved, executed notebooks (and these docs) into a website without running them again; see " +
    "[The site](site.md) for what it holds and how it is made safe. It prints one line: the pages, the charts, the " +
    "size and where it went.",
  examples: [{ args: ["--serve"], run: false }, { args: ["--out", "public", "--port", "8080", "--serve"], run: false }],
};

export const bench: CommandSpec = {
  name: "bench",
  summary: "the speed figures, each beside its target",
  positionals: [],
  rest: "SECTION",
  positionalHelp: {
    SECTION:
      "only these sections: spellingBee, wordle, optimal, judge, mastermind, hangman, site (the default: all seven), and, only when named (minutes each), codebreaking, notebooks (each under tslab, then run in Chromium by the site's runner), tests",
  },
  options: {
    output: { kind: "text", value: "FILE", short: "o", help: "also write the figures there as a page of markdown, headed by the machine and the date (docs/speed.md)" },
  },
  about:
    "Small steps are timed as IPython's `%timeit` times them (the mean over many loops), big ones once. Each " +
    "line gives the step, its time, how it was timed and, where the project has one, its target. The figures " +
    "in [Speed](speed.md) are what it last wrote there.",
  examples: [{ args: ["wordle"], run: false }, { args: ["-o", "docs/speed.md"], run: false }, { args: ["notebooks", "-o", "docs/speed-notebooks.md"], run: false }],
};

export const wordlists: CommandSpec = {
  name: "wordlists",
  summary: "check every word list, downloading the missing ones into data/cache/",
  positionals: [],
  options: {},
  about:
    "Every list named in `data/wordlists.json` is looked for and checked as every command checks it (see the " +
    "[library](library.md#word-lists)); a list that is missing and has an address is downloaded. One line per " +
    "list; status 1 if a list that has an address cannot be had.",
  examples: [{ args: [] }],
};

export const docs: CommandSpec = {
  name: "docs",
  summary: "write docs/commands.md, the command reference, from the commands' own descriptions",
  positionals: [],
  options: {
    check: { kind: "flag", help: "write nothing: say whether docs/commands.md is up to date (status 1 if not)" },
  },
  about:
    "Runs every example of every command, as the test of this page does, and writes the page. Times in the " +
    "examples' outputs are those of the run that wrote it; the test compares everything else.",
  examples: [{ args: ["--check"], run: false }],
};

/** The commands, in the order the reference tells them. */
export const commandSpecs: readonly CommandSpec[] = [bee, wordle, clues, play, ladder, hangman, judge, solve, site, bench, wordlists, docs];
