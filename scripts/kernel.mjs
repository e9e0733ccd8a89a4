// `npm run kernel [-- --remove]`: registers the project's tslab kernel for the current user, in
// Jupyter's user data folder, where VS Code, JupyterLab and Jupyter Notebook all look for
// kernels. With Jupyter at hand it uses `jupyter kernelspec install --user`; without, it writes
// the kernelspec itself. The kernel starts this project's tslab with the node that ran this
// command (by absolute path, so a desktop launch without node on its PATH works) and carries
// WORDLIST_DIR when it is set. Running it again replaces only its own kernelspec.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { library, npmPackages } from "./bootstrap.mjs";
import { displayName, kernelName, kernelSpec } from "./kernelspec.mjs";

const usage = "usage: npm run kernel [-- --remove]";

async function main(args) {
  if (args.includes("--help") || args.includes("-h")) return console.log(usage), 0;
  const unknown = args.filter((a) => a !== "--remove");
  if (unknown.length > 0) return console.error(`kernel: unknown option ${JSON.stringify(unknown[0])}\n${usage}`), 2;
  npmPackages();
  const system = await library("system.ts");
  const jupyter = system.which("jupyter");
  const folder = path.join(system.jupyterDataDir(), "kernels", kernelName);
  if (args.includes("--remove")) {
    if (jupyter && fs.existsSync(folder)) check(spawnSync(jupyter, ["kernelspec", "remove", "-y", kernelName], { stdio: "inherit" }));
    fs.rmSync(folder, { recursive: true, force: true });
    console.log(`kernel: "${displayName}" removed (${folder})`);
    return 0;
  }
  const spec = JSON.stringify(kernelSpec(), null, 2) + "\n";
  if (jupyter) {
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), "kernelspec-"));
    try {
      fs.writeFileSync(path.join(staging, "kernel.json"), spec);
      const r = spawnSync(jupyter, ["kernelspec", "install", "--user", "--replace", "--name", kernelName, staging], { encoding: "utf8" });
      check(r);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  } else {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "kernel.json"), spec);
  }
  console.log(`kernel: "${displayName}" registered in ${folder}${jupyter ? " (jupyter kernelspec install --user)" : ""}`);
  console.log(`  it runs ${process.execPath} with this project's tslab`);
  if (process.env.WORDLIST_DIR) console.log(`  with WORDLIST_DIR=${kernelSpec().env.WORDLIST_DIR}`);
  return 0;
}

function check(result) {
  if (result.status === 0) return;
  console.error(`kernel: jupyter kernelspec failed: ${(result.stderr ?? "").trim() || `exit ${result.status}`}`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
