/**
 * `npm run docs [-- --check]`: writes docs/commands.md from the commands' specs, running every
 * example for its real output (src/cli/reference.ts); with --check, writes nothing and says
 * whether the page is up to date, naming the first line that is not.
 */
import * as fs from "fs";
import * as path from "path";
import { firstDifference, referenceFile, referencePage } from "./reference";
import * as specs from "./specs";
import { command, UsageError } from "./command";
import { replaceFile, writeTarget } from "./files";
import { loadWordList, readManifest } from "../wordlists";
import { quoted } from "../format";

command(specs.docs, async ({ options }) => {
  const shown = path.relative(process.cwd(), referenceFile);
  // Where the page goes is checked before the work; its path is the project's, not one the
  // user typed, so a problem with it is an error (status 1), not a mistake in the arguments.
  let target: string | undefined;
  try {
    target = options.check ? undefined : writeTarget(referenceFile, shown);
  } catch (e) {
    throw e instanceof UsageError ? new Error(e.message) : e;
  }
  const stat = fs.statSync(referenceFile, { throwIfNoEntry: false });
  if (options.check && !stat?.isFile()) throw new Error(`${quoted(shown)} ${stat ? "is not a regular file" : "is missing"}: run npm run docs`);
  // The examples need the word lists: each is found (or downloaded) and checked first, so that a
  // missing one is said once here, not printed into the page as an example's output.
  for (const [name, entry] of Object.entries(readManifest())) if (entry.url) await loadWordList(name);
  const page = await referencePage();
  if (options.check) {
    const difference = firstDifference(fs.readFileSync(referenceFile, "utf8"), page);
    console.log(difference === null ? `${shown} is up to date` : `${shown} differs from the commands at ${difference}: run npm run docs`);
    return difference === null ? 0 : 1;
  }
  await replaceFile(target!, shown, (file, flag) => fs.writeFileSync(file, page, { flag }));
  console.log(`${shown}: ${page.trimEnd().split("\n").length} lines, ${specs.commandSpecs.length} commands`);
  return 0;
});
