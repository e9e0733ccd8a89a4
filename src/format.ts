/**
 * Text formatting shared by every notebook's printed output: counts, wrapped paragraphs,
 * and durations written the way Python and IPython write them, so our printed figures can
 * be compared line by line with the originals.
 */

/**
 * A number with thousands separators.
 * @example thousands(44585) //=> "44,585"
 */
export function thousands(n: number): string {
  return n.toLocaleString("en-US");
}

/**
 * A progress bar's text: thirty marks and the percentage done.
 * @example barText(0.5) //=> "[###############               ] 50%"
 */
export function barText(fraction: number): string {
  const done = Math.min(Math.max(fraction, 0), 1) || 0; // outside 0 to 1 (or NaN): the nearest end
  return `[${"#".repeat(Math.round(done * 30)).padEnd(30)}] ${Math.floor(done * 100)}%`;
}

/**
 * A count with its noun: "1 miss", "3 misses".
 * @example plural(2309, "target") //=> "2,309 targets"
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${thousands(n)} ${n === 1 ? one : many}`;
}

/**
 * A count followed by its noun, plural unless the count is 1. The singular keeps a trailing
 * space so that "1 word " lines up with "2 words" in a column.
 * @example count(3, "bear") //=> "3 bears"
 * @example count(1, "world") //=> "1 world "
 */
export function count(n: number, noun: string): string {
  return `${thousands(n)} ${noun}${n === 1 ? " " : "s"}`;
}

/**
 * Wraps a paragraph to lines of at most `width` characters, greedily, as Python's
 * `textwrap.fill` does: runs of spaces inside a line are kept, spaces at the break are dropped,
 * the first line keeps its leading spaces, and lines after the first start with `indent`.
 * A single word longer than the line stands on a line of its own.
 * @example fill("aa bb cc", 5, "  ") //=> "aa bb\n  cc"
 */
export function fill(text: string, width: number, indent = ""): string {
  const chunks = text.replace(/\s/g, " ").match(/ +|[^ ]+/g) ?? [];
  const lines: string[] = [];
  let i = 0;
  while (i < chunks.length) {
    const prefix = lines.length === 0 ? "" : indent;
    const room = width - prefix.length;
    if (lines.length > 0 && chunks[i].startsWith(" ")) i++; // a break swallows the spaces at it
    const line: string[] = [];
    let length = 0;
    while (i < chunks.length && (length + chunks[i].length <= room || line.length === 0)) {
      length += chunks[i].length;
      line.push(chunks[i++]);
    }
    if (line.length > 0 && line[line.length - 1].startsWith(" ")) line.pop();
    if (line.length > 0) lines.push(prefix + line.join(""));
  }
  return lines.join("\n");
}

/**
 * A number in Python's `%.{precision}g` style: significant digits, no trailing zeros.
 * @example formatG(26.40, 3) //=> "26.4"
 * @example formatG(1234, 3) //=> "1.23e+03"
 */
export function formatG(x: number, precision = 3): string {
  if (x === 0) return "0";
  const exponent = Math.floor(Math.log10(Math.abs(Number(x.toPrecision(precision)))));
  if (exponent < -4 || exponent >= precision) {
    const [mantissa, exp] = x.toExponential(precision - 1).split("e");
    const e = Number(exp);
    return `${stripZeros(mantissa)}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  return stripZeros(x.toFixed(Math.max(0, precision - 1 - exponent)));
}

function stripZeros(s: string): string {
  return s.includes(".") ? s.replace(/\.?0+$/, "") : s;
}

/**
 * A duration in seconds written as IPython's %time and %timeit write it: three significant
 * digits in s, ms, µs or ns.
 * @example formatSeconds(0.00858) //=> "8.58 ms"
 * @example formatSeconds(2.64e-5) //=> "26.4 µs"
 */
export function formatSeconds(seconds: number): string {
  if (seconds >= 60) {
    const parts: string[] = [];
    let left = seconds;
    for (const [suffix, length] of [["d", 86400], ["h", 3600], ["min", 60], ["s", 1]] as const) {
      const value = Math.floor(left / length);
      if (value > 0) {
        left %= length;
        parts.push(`${value}${suffix}`);
      }
      if (left < 1) break;
    }
    return parts.join(" ");
  }
  const units = ["s", "ms", "µs", "ns"];
  const order = seconds > 0 ? Math.min(-Math.floor(Math.floor(Math.log10(seconds)) / 3), 3) : 3;
  const scaled = seconds * 1000 ** Math.max(order, 0);
  return `${formatG(scaled, 3)} ${units[Math.max(order, 0)]}`;
}

/**
 * A duration read back from a table, which keeps hundredths of a second: anything shorter was
 * written as 0.00, and is said to be under 10 ms rather than none.
 * @example formatKeptSeconds(0) //=> "< 10 ms"
 */
export function formatKeptSeconds(seconds: number): string {
  return seconds < 0.01 ? "< 10 ms" : formatSeconds(seconds);
}

/**
 * A number with a fixed count of decimals, rounded as Python's format does: from the exact value
 * of the double, ties to even (JavaScript's toFixed sends ties up).
 * @example fixed(0.125, 2) //=> "0.12"
 * @example fixed(2.675, 2) //=> "2.67" (the double is a little below 2.675)
 */
export function fixed(x: number, digits: number): string {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e21) return x.toFixed(digits);
  const exact = Math.abs(x).toFixed(100); // every digit of the double, for the values we print
  const [whole, fraction] = exact.split(".");
  const kept = whole + fraction.slice(0, digits);
  const rest = fraction.slice(digits);
  const half = rest[0] === "5" && /^0*$/.test(rest.slice(1));
  const up = rest[0] > "5" || (rest[0] === "5" && !half) || (half && Number(kept[kept.length - 1]) % 2 === 1);
  let digitsOut = up ? (BigInt(kept) + 1n).toString() : kept.replace(/^0+(?=\d)/, "");
  digitsOut = digitsOut.padStart(digits + 1, "0");
  const text = digits > 0 ? `${digitsOut.slice(0, -digits)}.${digitsOut.slice(-digits)}` : digitsOut;
  return (x < 0 && /[1-9]/.test(text) ? "-" : "") + text;
}

/**
 * A value fit to show in a message: cut to `limit` characters (with "…"), and what is not
 * printable escaped (controls, format characters such as U+202E, line and paragraph separators),
 * as \xNN up to U+00FF and \u{N} above; a backslash is doubled, so no two values show alike.
 * @example printable("ab\u0007\\\u202e") //=> "ab\\x07\\\\\\u{202e}"
 */
export function printable(value: string, limit = 40): string {
  const chars = [...value];
  const escape = (c: string) => {
    const code = c.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`;
  };
  const escaped = chars
    .slice(0, limit)
    .map((c) => (c === "\\" ? "\\\\" : /[\p{C}\p{Zl}\p{Zp}]/u.test(c) ? escape(c) : c))
    .join("");
  return chars.length > limit ? `${escaped}…` : escaped;
}

/**
 * A value typed by the user, fit to echo in a message: printable, and in quotes.
 * @example quoted("ab\u0007") //=> '"ab\\x07"'
 */
export function quoted(value: string, limit = 40): string {
  return `"${printable(value, limit).replace(/"/g, '\\"')}"`;
}

/**
 * A file's name in quotes, as `quoted` writes it but whole up to 4,096 characters (the most a
 * path may have on Linux): a user may need to find the file.
 */
export function quotedPath(file: string): string {
  return quoted(file, 4096);
}

/**
 * Arguments as a shell reads them back, on one line: plain words as they are, others in single
 * quotes, and one with a control character (a newline, an escape) as bash's $'…' with escapes.
 * @example shellWords(["--after", "0123=0B1C", "it's"]) //=> "--after 0123=0B1C 'it'\\''s'"
 */
export function shellWords(args: readonly string[]): string {
  const word = (arg: string) => {
    if (/^[\w./=,:@+-]+$/.test(arg)) return arg;
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u001f\u007f]/.test(arg)) return `'${arg.replace(/'/g, `'\\''`)}'`;
    const escaped = [...arg].map((c) => {
      const code = c.codePointAt(0)!;
      if (c === "\\" || c === "'") return `\\${c}`;
      return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, "0")}` : c;
    });
    return `$'${escaped.join("")}'`;
  };
  return args.map(word).join(" ");
}
