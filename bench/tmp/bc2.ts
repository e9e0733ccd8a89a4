import { optimal, mastermind as M } from "../../src/index";
function perms(n: number): number[][] { if (n === 0) return [[]]; return perms(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)])); }
const game = M.bullsAndCowsGame();
const index = new Int32Array(10000).fill(-1);
game.guesses.forEach((c, i) => (index[Number(c)] = i));
const digits = game.guesses.map((c) => [...c].map(Number));
let t = performance.now();
const stab: Int32Array[] = [];
const first = [0, 1, 2, 3];
for (const order of perms(4)) {
  for (const rest of perms(6)) {
    const rename = new Array(10);
    for (let i = 0; i < 4; i++) rename[first[i]] = first[order[i]];
    for (let k = 0; k < 6; k++) rename[4 + k] = 4 + rest[k];
    const sigma = new Int32Array(game.guesses.length);
    for (let g = 0; g < digits.length; g++) {
      const d = digits[g];
      const out = [0, 0, 0, 0];
      for (let i = 0; i < 4; i++) out[order[i]] = rename[d[i]];
      sigma[g] = index[out[0] * 1000 + out[1] * 100 + out[2] * 10 + out[3]];
    }
    stab.push(sigma);
  }
}
console.log("stab", stab.length, ((performance.now() - t) / 1000).toFixed(1), "s");
// sanity: replies preserved for random pairs
let bad = 0; const T = game.targets.length;
for (let k = 0; k < 20000; k++) { const s = stab[(k * 7919) % stab.length]; const g = (k * 31) % T, x = (k * 17 + 3) % T; if (game.replies[s[g] * T + s[x]] !== game.replies[g * T + x]) bad++; }
console.log("bad", bad);
const limit = Number(process.argv[2] ?? 6);
t = performance.now();
try {
  const r = optimal.optimalTree(game, { first: "0123", maxGuesses: limit, stabilizer: () => stab, timeLimit: Number(process.argv[3] ?? 240) });
  console.log(limit, r.total, r.proven, r.nodes, ((performance.now() - t) / 1000).toFixed(1));
} catch (e) { console.log(limit, (e as Error).message, ((performance.now() - t) / 1000).toFixed(1)); }
