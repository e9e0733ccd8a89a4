/**
 * Links that share a game without giving it away: a word is named by its place in a list,
 * scrambled (multiplied by a constant modulo a prime) and written in base 36, so that the address
 * says nothing a reader could read the answer from. Any list of up to a million words works, and
 * a code that names no word of the list is refused.
 */

/** A prime above the length of any word list here, and a multiplier that scrambles the places. */
const PRIME = 1_000_003;
const MULTIPLIER = 741_457;
/** The multiplier's inverse modulo the prime, by Euclid's algorithm, to read a code back. */
const INVERSE = inverse(MULTIPLIER, PRIME);

function inverse(a: number, m: number): number {
  let [r0, r1, t0, t1] = [m, a, 0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1, t0, t1] = [r1, r0 - q * r1, t1, t0 - q * t1];
  }
  return ((t0 % m) + m) % m;
}

/**
 * The code of the word at `place` in a list.
 * @example codeOf(0) //=> "fw41"
 */
export function codeOf(place: number): string {
  if (!Number.isInteger(place) || place < 0 || place >= PRIME - 1) throw new RangeError(`no code for the place ${place}`);
  return (((place + 1) * MULTIPLIER) % PRIME).toString(36);
}

/** The place a code names in a list of `size` words, or null when it names none. */
export function placeOf(code: string, size: number): number | null {
  if (!/^[0-9a-z]{1,4}$/.test(code)) return null;
  const n = parseInt(code, 36);
  if (n <= 0 || n >= PRIME) return null;
  const place = (n * INVERSE) % PRIME - 1;
  return place >= 0 && place < size ? place : null;
}

/** A game as an address carries it: the target's code, then the guesses' codes, dot-separated. */
export interface SharedGame {
  target: string;
  guesses: string[];
}

/**
 * The query of a game's address: `game=` the target's code and `played=` the guesses' codes.
 * @example gameQuery(["CRANE", "SHINY"], ["CRANE", "SHINY"], "SHINY", ["CRANE"]) //=> "game=acm7&played=fw41"
 */
export function gameQuery(targets: readonly string[], guesses: readonly string[], target: string, played: readonly string[]): string {
  const query = new URLSearchParams({ game: codeOf(targets.indexOf(target)) });
  if (played.length > 0) query.set("played", played.map((g) => codeOf(guesses.indexOf(g))).join("."));
  return query.toString();
}

/**
 * The game an address's query names, or why it names none: the target, the guesses played (up to
 * the first code that names no allowed guess), and how many codes were left unread.
 */
export function readGameQuery(
  targets: readonly string[],
  guesses: readonly string[],
  query: URLSearchParams,
): { target: string; played: string[]; unread: number } | { problem: string } | null {
  const game = query.get("game");
  if (game === null) return null;
  const place = placeOf(game.trim().toLowerCase(), targets.length);
  if (place === null) return { problem: "The address's game code names no game" };
  const codes = (query.get("played") ?? "").split(".").filter(Boolean);
  const played: string[] = [];
  for (const code of codes) {
    const at = placeOf(code.trim().toLowerCase(), guesses.length);
    if (at === null) break; // the guesses up to a code that is not one
    played.push(guesses[at]);
  }
  return { target: targets[place], played, unread: codes.length - played.length };
}
