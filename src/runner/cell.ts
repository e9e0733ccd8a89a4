/**
 * A notebook cell run as tslab runs it, anywhere JavaScript runs (a page's worker, or Node): its
 * TypeScript is transpiled (sucrase: types dropped, nothing else changed), its top-level names
 * (`const`, `let`, `var`, `function`, `class`, `import`) are kept for the cells after it, running
 * it again redefines them, top-level `await` works, and its last expression is its value.
 *
 * How: the cell's JavaScript is parsed (acorn), and each top-level declaration becomes an
 * assignment to a name of one scope object shared by every cell, which the cell's code reads
 * through `with`. Functions are assigned first, as a declaration would be hoisted. An import
 * becomes an `await` of the host's importer, so the host decides what `./src/game` is.
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
    throw new CellSyntaxError((e as Error).message);
  }
  let program: Program;
  try {
    program = parse(js, { ecmaVersion: "latest", sourceType: "module", allowAwaitOutsideFunction: true, locations: true });
  } catch (e) {
    throw new CellSyntaxError((e as Error).message);
  }
  const text = (node: Node) => js.slice(node.start, node.end);
  const names = new Set<string>();
  const hoisted: string[] = [];
  const statements: string[] = [];
  let imports = 0;
  program.body.forEach((node, i) => {
    const last = i === program.body.length - 1;
    statements.push(rewrite(node, last));
  });
  return { body: `${hoisted.join("\n")}\n${statements.join("\n")}`, names: [...names] };

  function rewrite(node: Statement | ModuleDeclaration, last: boolean): string {
    switch (node.type) {
      case "ImportDeclaration": {
        const module = `__module${imports++}`;
        const lines = [`const ${module} = await __import(${JSON.stringify(node.source.value)});`];
        for (const s of node.specifiers) {
          names.add(s.local.name);
          const from =
            s.type === "ImportDefaultSpecifier"
              ? `(${module}.default ?? ${module})`
              : s.type === "ImportNamespaceSpecifier"
                ? module
                : `${module}[${JSON.stringify(s.imported.type === "Identifier" ? s.imported.name : s.imported.value)}]`;
          lines.push(`${s.local.name} = ${from};`);
        }
        return lines.join(" ");
      }
      case "VariableDeclaration":
        // `const {a, b} = f(), c = 1` becomes `({a, b} = f()); (c = 1);`: assignments to the scope.
        return node.declarations
          .map((d) => {
            patternNames(d.id).forEach((n) => names.add(n));
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
        return last ? `return (${text(node.expression)});` : text(node);
      case "ExportNamedDeclaration":
      case "ExportDefaultDeclaration":
      case "ExportAllDeclaration":
        throw new CellSyntaxError(`line ${node.loc?.start.line}: a notebook cell cannot export`);
      default:
        return text(node);
    }
  }
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
  private scope: Record<string, unknown> = Object.create(null);

  constructor(private readonly importer: Importer) {}

  /** Runs a cell; resolves to its last expression's value (undefined when it ends otherwise). */
  async run(source: string): Promise<unknown> {
    const { body, names } = compileCell(source);
    // Each name the cell defines is a property of the scope before the cell runs, so that its
    // assignments land there rather than on the global object.
    for (const name of names) if (!(name in this.scope)) this.scope[name] = undefined;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the cell is the reader's own code
    const cell = new Function("__scope", "__import", `with (__scope) { return (async () => {\n${body}\n})(); }`);
    return cell(this.scope, async (spec: string) => this.importer(spec));
  }

  /** Gives the cells a name the host provides (the page's `console`, which shows what a cell prints). */
  define(name: string, value: unknown): void {
    this.scope[name] = value;
  }

  /** The value of a name the cells have defined. */
  get(name: string): unknown {
    return this.scope[name];
  }

  /** Forgets every name the cells defined (what the host defined goes too: define it again). */
  restart(): void {
    this.scope = Object.create(null);
  }
}
