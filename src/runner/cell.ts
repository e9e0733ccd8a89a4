/**
 * A notebook cell run as tslab runs it, anywhere JavaScript runs (a page's worker, or Node): its
 * TypeScript is transpiled (sucrase: types dropped, nothing else changed), its top-level names
 * (`const`, `let`, `var`, `function`, `class`, `import`) are kept for the cells after it, running
 * it again redefines them, top-level `await` works, and its last expression is its value.
 *
 * How: the cell's JavaScript is parsed (acorn), and each top-level declaration becomes an
 * assignment to a name of the cell's own scope object, which the cell's code reads through
 * `with`. Each cell's scope inherits from the one before, so a later cell sees every name, and a
 * function keeps seeing the names of its own cell and those before it, as in tslab, where a
 * later cell's redefinition does not reach back into an earlier cell's functions. Functions are
 * assigned first, as a declaration would be hoisted. An import becomes an `await` of the host's
 * importer, so the host decides what `./src/game` is; its names are live, as imports are.
 */
import { parse } from "acorn";
import type { Node, Pattern, Program, Statement, ModuleDeclaration } from "acorn";
import { transform } from "sucrase";

/** A cell made ready to run: the body of its function, and the top-level names it defines. */
export interface CompiledCell {
  body: string;
  names: string[];
}

/** A cell that cannot be compiled: the message says where, in the cell's own lines. */
export class CellSyntaxError extends Error {
  override name = "SyntaxError";
}

/**
 * Compiles a cell's TypeScript.
 * @example compileCell("const x: number = 1;\nx + 1").names //=> ["x"]
 */
export function compileCell(source: string): CompiledCell {
  let js: string;
  try {
    // Imports are kept even when this cell does not use them: the cells after it may.
    js = transform(source, { transforms: ["typescript"], disableESTransforms: true, keepUnusedImports: true }).code;
  } catch (e) {
    throw new CellSyntaxError(withLine((e as Error).message));
  }
  let program: Program;
  // TypeScript's namespaces are not types: sucrase would drop them, and their code with them.
  // (Looked for outside comments and template strings, blanked with their lines kept.)
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|`(?:\\[\s\S]|[^`\\])*`/g, (m) => m.replace(/[^\n]/g, " "));
  const namespace = /^\s*(?:export\s+)?(?:declare\s+)?(?:namespace|module)\s+[\w.]+\s*\{/m.exec(code);
  if (namespace) throw new CellSyntaxError(`line ${lineOf(source, namespace.index)}: namespaces are not supported here; use an object or a module`);
  try {
    program = parse(js, { ecmaVersion: "latest", sourceType: "module", allowAwaitOutsideFunction: true, locations: true });
  } catch (e) {
    // sucrase keeps every line where it was, so acorn's line is the cell's (its column is not).
    throw new CellSyntaxError(withLine((e as Error).message));
  }
  const text = (node: Node) => js.slice(node.start, node.end);
  const names = new Set<string>();
  const hoisted: string[] = [];
  const statements: string[] = [];
  let imports = 0;
  // A cell whose last statement is a type (erased by sucrase) has no value, as in tslab.
  const lastLine = program.body.at(-1)?.loc?.end.line ?? 0;
  const tail = source.split("\n").slice(lastLine).join("\n").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const endsInType = tail.trim() !== "";
  program.body.forEach((node, i) => {
    const last = i === program.body.length - 1 && !endsInType;
    // Each statement starts on a `;` of its own: a cell written without semicolons must not run
    // a line into the parenthesis that the next one now starts with.
    statements.push(`;${rewrite(node, last)}`);
  });
  return { body: `${hoisted.join("\n")}\n${statements.join("\n")}`, names: [...names] };

  function rewrite(node: Statement | ModuleDeclaration, last: boolean): string {
    switch (node.type) {
      case "ImportDeclaration": {
        const module = `__cellModule${imports++}`;
        const lines = [`const ${module} = await __cellImport(${JSON.stringify(node.source.value)});`];
        for (const s of node.specifiers) {
          names.add(s.local.name);
          const from =
            s.type === "ImportDefaultSpecifier"
              ? `(${module}.default ?? ${module})`
              : s.type === "ImportNamespaceSpecifier"
                ? module
                : `${module}[${JSON.stringify(s.imported.type === "Identifier" ? s.imported.name : s.imported.value)}]`;
          // A live binding, as an import is: the module's current value whenever it is read.
          lines.push(`Object.defineProperty(__cellScope, ${JSON.stringify(s.local.name)}, { get: () => ${from}, enumerable: true, configurable: true });`);
        }
        return lines.join(" ");
      }
      case "VariableDeclaration":
        // `const {a, b} = f(), c = 1` becomes `({a, b} = f()); (c = 1);`: assignments to the scope.
        // A `var` without a value keeps the one it has (an enum declared twice, merged).
        return node.declarations
          .map((d) => {
            patternNames(d.id).forEach((n) => names.add(n));
            if (!d.init && node.kind === "var") return "";
            return `(${text(d.id)} = ${d.init ? text(d.init) : "undefined"});`;
          })
          .join(" ");
      case "FunctionDeclaration":
        if (node.id) {
          names.add(node.id.name);
          hoisted.push(`${node.id.name} = ${text(node)};`);
        }
        return "";
      case "ClassDeclaration":
        if (node.id) names.add(node.id.name);
        return node.id ? `${node.id.name} = ${text(node)};` : text(node);
      case "ExpressionStatement":
        // The last expression is the cell's value, as tslab shows it.
        // Wrapped, so that a promise is the value rather than what it resolves to.
        return last ? `return { value: (${text(node.expression)}) };` : text(node);
      case "ExportNamedDeclaration":
        // `export {}` (which makes a file a module for TypeScript) exports nothing: tslab allows it.
        if (!node.declaration && node.specifiers.length === 0 && !node.source) return "";
      // falls through
      case "ExportDefaultDeclaration":
      case "ExportAllDeclaration":
        throw new CellSyntaxError(`line ${node.loc?.start.line}: a notebook cell cannot export`);
      default:
        return text(node);
    }
  }
}

/** A parser's message "Unexpected token (2:7)" as "line 2: Unexpected token". */
function withLine(message: string): string {
  const at = /\s*\((\d+):\d+\)$/.exec(message);
  return at ? `line ${at[1]}: ${message.slice(0, at.index)}` : message;
}

/** The line of a position in a text, counted from 1. */
function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** The names a pattern binds: `x`, `{a, b: c}`, `[d, ...e]`, `{f = 1}`. */
function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name];
    case "ObjectPattern":
      return pattern.properties.flatMap((p) => (p.type === "RestElement" ? patternNames(p.argument) : patternNames(p.value)));
    case "ArrayPattern":
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case "RestElement":
      return patternNames(pattern.argument);
    case "AssignmentPattern":
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/** What a cell's `import … from "spec"` gets: the host's module for that name. */
export type Importer = (spec: string) => unknown;

/**
 * The cells of one notebook, run in order on one shared state, as a kernel runs them. `restart`
 * forgets every name.
 */
export class CellRunner {
  /** What the host provides, under every cell's scope. */
  private host: Record<string, unknown> = Object.create(null);
  /** The scope of the last cell run, inheriting from every cell's before it. */
  private scope: Record<string, unknown> = Object.create(this.host);

  constructor(private readonly importer: Importer) {}

  /**
   * Runs a cell; resolves to its last expression's value (undefined when it ends otherwise),
   * wrapped, so that a promise the cell ends with is its value and is not awaited.
   */
  async run(source: string): Promise<{ value: unknown }> {
    const { body, names } = compileCell(source);
    // The cell's own scope holds each name it defines before it runs, so that its assignments
    // land there: not on the global object, and not in an earlier cell's scope.
    const scope: Record<string, unknown> = Object.create(this.scope);
    // Each name is a getter and a setter over a variable of its own: defined, not assigned (an
    // assignment would meet the getter an earlier run of an import cell made, and fail), and a
    // later cell that assigns it without declaring it reaches this cell's variable through the
    // setter, rather than making a copy of its own, as a single scope would.
    for (const name of names) {
      let value: unknown;
      Object.defineProperty(scope, name, { get: () => value, set: (v) => void (value = v), enumerable: true, configurable: true });
    }
    let cell: (scope: object, importer: Importer) => Promise<{ value: unknown } | undefined>;
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the cell is the reader's own code
      cell = new Function("__cellScope", "__cellImport", `with (__cellScope) { return (async () => {\n${body}\n})(); }`) as typeof cell;
    } catch (e) {
      throw new CellSyntaxError((e as Error).message); // what only a script may not do, such as import.meta
    }
    this.scope = scope;
    const result = await cell(scope, async (spec: string) => this.importer(spec));
    return { value: result?.value };
  }

  /** Gives the cells a name the host provides (the page's `console`, which shows what a cell prints). */
  define(name: string, value: unknown): void {
    this.host[name] = value;
  }

  /** The value of a name as the next cell would read it. */
  get(name: string): unknown {
    return this.scope[name];
  }

  /** Forgets every name the cells defined; what the host defined stays. */
  restart(): void {
    this.scope = Object.create(this.host);
  }
}
