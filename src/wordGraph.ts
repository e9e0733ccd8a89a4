/**
 * The one-letter word graph: two words are neighbors when they differ in exactly one position
 * (cold, cord). After the classroom notebook's "fishing" for words reachable from JINGO, with
 * what it leads to: connected components and shortest word ladders.
 */

/** Words and their neighbors, as compact adjacency arrays. */
export interface WordGraph {
  readonly words: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  /** The neighbors of word i are adjacency[offsets[i] .. offsets[i + 1]), in word-list order. */
  readonly offsets: Int32Array;
  readonly adjacency: Int32Array;
}

/**
 * The graph of a list of words of one length. For each position, words that agree everywhere
 * else are neighbors: sorting the words by "the word without position i" puts each such group
 * side by side, so the graph takes a few sorts, not a comparison of every pair.
 * @throws Error when the words differ in length or repeat
 */
export function wordGraph(words: readonly string[]): WordGraph {
  const n = words.length;
  const length = words[0]?.length ?? 0;
  const index = new Map<string, number>();
  words.forEach((w, i) => {
    if (w.length !== length) throw new Error(`"${w}" has ${w.length} letters; the graph's words have ${length}`);
    if (index.has(w)) throw new Error(`the word list has "${w}" twice`);
    index.set(w, i);
  });
  const pairs: number[] = [];
  const order = Int32Array.from({ length: n }, (_, i) => i);
  for (let p = 0; p < length; p++) {
    const key = words.map((w) => w.slice(0, p) + w.slice(p + 1));
    order.sort((a, b) => (key[a] < key[b] ? -1 : key[a] > key[b] ? 1 : 0));
    for (let start = 0; start < n; ) {
      let end = start + 1;
      while (end < n && key[order[end]] === key[order[start]]) end++;
      for (let x = start; x < end; x++) for (let y = x + 1; y < end; y++) pairs.push(order[x], order[y]);
      start = end;
    }
  }
  const degree = new Int32Array(n + 1);
  for (let k = 0; k < pairs.length; k++) degree[pairs[k] + 1]++;
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i] + degree[i + 1];
  const adjacency = new Int32Array(pairs.length);
  const fill = offsets.slice(0, n);
  for (let k = 0; k < pairs.length; k += 2) {
    adjacency[fill[pairs[k]]++] = pairs[k + 1];
    adjacency[fill[pairs[k + 1]]++] = pairs[k];
  }
  for (let i = 0; i < n; i++) adjacency.subarray(offsets[i], offsets[i + 1]).sort();
  return { words, index, offsets, adjacency };
}

function at(graph: WordGraph, word: string): number {
  const i = graph.index.get(word);
  if (i === undefined) throw new Error(`"${word}" is not in the word list`);
  return i;
}

/**
 * The words one letter away from a word, in word-list order.
 * @example neighbors(graph, "jingo") //=> ["bingo", "lingo", "dingo", "jings"] in Knuth's order
 */
export function neighbors(graph: WordGraph, word: string): string[] {
  const i = at(graph, word);
  return Array.from(graph.adjacency.subarray(graph.offsets[i], graph.offsets[i + 1]), (j) => graph.words[j]);
}

/**
 * How the pool of words grows from a word, as the original fishes for them: first the word's
 * neighbors, then, round after round, the pool together with all its neighbors, until a round
 * adds nothing. Returns the pool's size after each round and the final pool.
 */
export function poolGrowth(graph: WordGraph, start: string): { sizes: number[]; pool: Set<string> } {
  const inPool = new Uint8Array(graph.words.length);
  let frontier = Array.from(graph.adjacency.subarray(graph.offsets[at(graph, start)], graph.offsets[at(graph, start) + 1]));
  for (const j of frontier) inPool[j] = 1;
  const sizes = [frontier.length];
  let size = frontier.length;
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const i of frontier) {
      for (let k = graph.offsets[i]; k < graph.offsets[i + 1]; k++) {
        const j = graph.adjacency[k];
        if (!inPool[j]) {
          inPool[j] = 1;
          next.push(j);
        }
      }
    }
    if (next.length === 0) break;
    size += next.length;
    sizes.push(size);
    frontier = next;
  }
  return { sizes, pool: new Set(graph.words.filter((_, i) => inPool[i])) };
}

/** The connected components: which component each word is in, and each component's size. */
export interface Components {
  /** component[i]: the component of word i; components are numbered largest first (ties in word order). */
  readonly component: Int32Array;
  readonly sizes: number[];
}

/** Splits the graph into connected components, by breadth-first search. */
export function components(graph: WordGraph): Components {
  const n = graph.words.length;
  const found = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const raw: number[] = [];
  for (let s = 0; s < n; s++) {
    if (found[s] >= 0) continue;
    const id = raw.length;
    let head = 0, tail = 0;
    queue[tail++] = s;
    found[s] = id;
    while (head < tail) {
      const i = queue[head++];
      for (let k = graph.offsets[i]; k < graph.offsets[i + 1]; k++) {
        const j = graph.adjacency[k];
        if (found[j] < 0) {
          found[j] = id;
          queue[tail++] = j;
        }
      }
    }
    raw.push(tail);
  }
  // Renumber: largest first, ties by first word, so "component 0" is the giant one.
  const rank = raw.map((_, id) => id).sort((a, b) => raw[b] - raw[a] || a - b);
  const renumber = new Int32Array(raw.length);
  rank.forEach((id, r) => (renumber[id] = r));
  return { component: found.map((id) => renumber[id]), sizes: rank.map((id) => raw[id]) };
}

/**
 * A shortest word ladder from one word to another, each step changing one letter; among equally
 * short ladders, the one breadth-first search meets first (neighbors in word-list order).
 * @returns the words from `from` to `to`, or null when no ladder exists
 * @example ladder(graph, "cold", "warm") //=> ["cold", "cord", "card", "ward", "warm"]
 */
export function ladder(graph: WordGraph, from: string, to: string): string[] | null {
  const source = at(graph, from);
  const target = at(graph, to);
  const previous = new Int32Array(graph.words.length).fill(-1);
  previous[source] = source;
  const queue = [source];
  for (let head = 0; head < queue.length && previous[target] < 0; head++) {
    const i = queue[head];
    for (let k = graph.offsets[i]; k < graph.offsets[i + 1]; k++) {
      const j = graph.adjacency[k];
      if (previous[j] < 0) {
        previous[j] = i;
        queue.push(j);
      }
    }
  }
  if (previous[target] < 0) return null;
  const path = [to];
  for (let i = target; i !== source; i = previous[i]) path.push(graph.words[previous[i]]);
  return path.reverse();
}
