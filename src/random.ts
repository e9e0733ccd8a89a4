/**
 * Python's `random`, draw for draw: the same Mersenne Twister, seeded the same way, and the
 * same `choice`. With it, a notebook that seeds like the original replays the original's games.
 */
import { sha512 } from "@noble/hashes/sha512"; // synchronous, in a browser too
import MersenneTwister from "mersenne-twister";

/** A random source that makes the same draws as Python's `random.Random(seed)`. */
export class PythonRandom {
  private readonly mt = new MersenneTwister(0);

  /**
   * Seeds as Python 3 does: a string becomes the integer whose big-endian bytes are the UTF-8
   * string followed by its SHA-512 digest; an integer is used as is. The integer is split into
   * 32-bit words, least significant first, for the twister's init_by_array.
   * @example new PythonRandom("for reproducibility")
   */
  constructor(seed: string | number | bigint) {
    let n: bigint;
    if (typeof seed === "string") {
      const bytes = new TextEncoder().encode(seed);
      const hex = [...bytes, ...sha512(bytes)].map((x) => x.toString(16).padStart(2, "0")).join("");
      n = BigInt("0x" + hex);
    } else {
      n = BigInt(seed) < 0n ? -BigInt(seed) : BigInt(seed);
    }
    const key: number[] = [];
    do {
      key.push(Number(n & 0xffffffffn));
      n >>= 32n;
    } while (n > 0n);
    this.mt.init_by_array(key, key.length);
  }

  /** A random integer of k bits (0 < k ≤ 32), as Python's getrandbits. */
  getrandbits(k: number): number {
    if (!(k > 0 && k <= 32)) throw new RangeError(`getrandbits takes 1 to 32 bits here, not ${k}`);
    return this.mt.random_int() >>> (32 - k);
  }

  /** A random integer in [0, n): draws of n's bit length until one is below n, as Python does. */
  randbelow(n: number): number {
    if (!(Number.isInteger(n) && n > 0 && n <= 2 ** 32)) throw new RangeError(`randbelow needs 0 < n ≤ 2^32, not ${n}`);
    const k = Math.floor(Math.log2(n)) + 1;
    let r = this.getrandbits(Math.min(k, 32));
    while (r >= n) r = this.getrandbits(Math.min(k, 32));
    return r;
  }

  /**
   * A random element, as Python's random.choice.
   * @example new PythonRandom("for reproducibility").choice(["a", "b", "c"])
   */
  choice<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("cannot choose from an empty list");
    return items[this.randbelow(items.length)];
  }
}
