// The project's kernelspec, shared by `npm run kernel` (for the user) and the bootstrap (under
// .jupyter/, for the notebook runner). Imports nothing of the project's, so either may load it.
import * as path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The kernel's name, in the notebooks' metadata too; the project's own, so no other tslab is touched. */
export const kernelName = "tslab-word-puzzles";
export const displayName = "TypeScript (tslab, word puzzles)";

/** The kernelspec: this node, tslab's own entry file, and the word lists' folder if one is set. */
export function kernelSpec(env = process.env) {
  const spec = {
    argv: [process.execPath, path.join(root, "node_modules", "tslab", "bin", "tslab"), "kernel", "--config-path", "{connection_file}"],
    display_name: displayName,
    language: "typescript",
  };
  if (env.WORDLIST_DIR) {
    // A relative WORDLIST_DIR is taken from where the command was typed, as the library takes it.
    spec.env = { WORDLIST_DIR: path.resolve(env.INIT_CWD ?? process.cwd(), env.WORDLIST_DIR) };
  }
  return spec;
}
