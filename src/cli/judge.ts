/**
 * `npm run judge -- GUESS... (--target WORD | --replies R,R,...) [--hard] [--json]`: the perfect
 * player's verdict on a Wordle game, guess by guess.
 * Example: npm run judge -- --target SHINY CRANE SLOTH SHINY
 */
import * as specs from "./specs";
import { command, UsageError } from "./command";
import { judgedInWorker } from "./verdict";

command(specs.judge, async ({ options, positionals }) => {
  const target = options.target as string | undefined;
  const replies = (options.replies as string | undefined)?.split(",");
  if ((target === undefined) === (replies === undefined)) throw new UsageError("give the answer with --target, or the replies with --replies (one of them)");
  if (positionals.length === 0) throw new UsageError("give the guesses of the game, in order");
  // A game that is not one (an unknown word, a broken hint) is said in one line, with status 1.
  const printed = await judgedInWorker({
    hard: Boolean(options.hard),
    guesses: positionals,
    target,
    replies: replies?.map((r) => r.trim().toUpperCase()),
    json: Boolean(options.json),
  });
  console.log(printed);
  return 0;
});
