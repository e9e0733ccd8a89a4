/**
 * `npm run docs [-- --check]`: writes docs/commands.md from the commands' specs, running every
 * example for its real output (src/cli/reference.ts); with --check, writes nothing and says
 * whether the page is up to date.
 */
import * as fs from "fs";
import * as path from "path";
import { comparable, referenceFile, referencePage } from "./reference";
import * as specs from "./specs";
import { command } from "./command";
import { replaceFile, writeTarget } from "./files";

command(specs.docs, async ({ options }) => {
  const page = referencePage();
  const shown = path.relative(process.cwd(), referenceFile);
  const kept = fs.existsSync(referenceFile) ? fs.readFileSync(referenceFile, "utf8") : "";
  if (options.check) {
    const same = comparable(kept) === comparable(page);
    console.log(same ? `${shown} is up to date` : `${shown} differs from the commands: run npm run docs`);
    return same ? 0 : 1;
  }
  const target = writeTarget(referenceFile, shown);
  await replaceFile(target, shown, (file, flag) => fs.writeFileSync(file, page, { flag }));
  console.log(`${shown}: ${page.split("\n").length} lines, ${specs.commandSpecs.length} commands`);
  return 0;
});
