import ts from 'typescript';

/** Who is given what: each module (as app.ts names it) → each of its ports → what feeds it. */
export type PortGraph = Record<string, Record<string, string[]>>;

/** Infrastructure under one name, whatever a wiring calls its variable. */
const INFRASTRUCTURE: Record<string, string> = {
  db: 'database',
  database: 'database',
  log: 'logger',
  logger: 'logger',
};

const CREATE = /^create([A-Z]\w*?)(?:Module|Modules)?$/;

/** `createMealPlansModule` → `mealPlans`: the name for a module built inline, not kept. */
function inlineName(callee: string): string {
  const match = CREATE.exec(callee);
  const name = match?.[1] ?? callee;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function calleeName(call: ts.CallExpression): string | null {
  return ts.isIdentifier(call.expression) ? call.expression.text : null;
}

function unwrapAwait(node: ts.Expression): ts.Expression {
  return ts.isAwaitExpression(node) ? node.expression : node;
}

/**
 * The names an expression reads from its surroundings: the first identifier of each property
 * chain, not property names, and not the parameters of functions declared inside it.
 */
function freeNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (current: ts.Node, bound: Set<string>) => {
    if (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) {
      const inner = new Set(bound);
      for (const parameter of current.parameters) {
        if (ts.isIdentifier(parameter.name)) inner.add(parameter.name.text);
      }
      ts.forEachChild(current, (child) => visit(child, inner));
      return;
    }
    if (ts.isPropertyAccessExpression(current)) {
      visit(current.expression, bound);
      return;
    }
    if (ts.isPropertyAssignment(current)) {
      visit(current.initializer, bound);
      return;
    }
    if (ts.isIdentifier(current) && !bound.has(current.text)) names.add(current.text);
    ts.forEachChild(current, (child) => visit(child, bound));
  };
  visit(node, new Set());
  return names;
}

/**
 * The port graph of a composition root's source (app.ts): every `createXModule(...)` call,
 * kept in a variable or built inline, with the object it is given read port by port. A
 * spread of a local object (`...paid`) counts as its properties. Constants (ALL_CAPS) are left
 * out: they are values, not ports.
 */
export function portGraph(source: string, fileName = 'app.ts'): PortGraph {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const modules = new Set<string>();
  const objects = new Map<string, ts.ObjectLiteralExpression>();
  const calls: { name: string; call: ts.CallExpression }[] = [];
  const kept = new Set<ts.CallExpression>();

  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = unwrapAwait(node.initializer);
      if (ts.isCallExpression(value) && CREATE.test(calleeName(value) ?? '')) {
        modules.add(node.name.text);
        calls.push({ name: node.name.text, call: value });
        kept.add(value);
      } else if (ts.isObjectLiteralExpression(value)) {
        objects.set(node.name.text, value);
      }
    }
    if (ts.isCallExpression(node) && !kept.has(node)) {
      const callee = calleeName(node);
      if (callee && /^create\w+Module$/.test(callee)) {
        const name = inlineName(callee);
        modules.add(name);
        calls.push({ name, call: node });
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(file);

  const sourcesOf = (expression: ts.Node): string[] =>
    [...freeNames(expression)]
      .filter((name) => !/^[A-Z][A-Z0-9_]*$/.test(name))
      .map((name) => (modules.has(name) ? name : (INFRASTRUCTURE[name] ?? name)))
      .sort();

  const graph: PortGraph = {};
  for (const { name, call } of calls) {
    const ports: Record<string, string[]> = {};
    const readObject = (object: ts.ObjectLiteralExpression) => {
      for (const property of object.properties) {
        if (ts.isSpreadAssignment(property)) {
          const spread = ts.isIdentifier(property.expression)
            ? objects.get(property.expression.text)
            : undefined;
          if (spread) readObject(spread);
          else ports['...'] = sourcesOf(property.expression);
        } else if (
          ts.isPropertyAssignment(property) ||
          ts.isShorthandPropertyAssignment(property)
        ) {
          const port = property.name.getText(file);
          ports[port] = sourcesOf(
            ts.isPropertyAssignment(property) ? property.initializer : property.name,
          );
        }
      }
    };
    const [first, ...rest] = call.arguments;
    if (first && ts.isObjectLiteralExpression(first) && rest.length === 0) readObject(first);
    else if (call.arguments.length > 0)
      ports['(arguments)'] = [...call.arguments.flatMap(sourcesOf)];
    graph[name] = Object.fromEntries(Object.entries(ports).sort(([a], [b]) => a.localeCompare(b)));
  }
  return Object.fromEntries(Object.entries(graph).sort(([a], [b]) => a.localeCompare(b)));
}

/** Each loop of modules given (directly or not) a port of themselves, as a list of names. */
export function loops(graph: PortGraph): string[][] {
  const edges = new Map(
    Object.entries(graph).map(([name, ports]) => [
      name,
      [...new Set(Object.values(ports).flat())].filter((source) => source in graph),
    ]),
  );
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      found.push([...path.slice(path.indexOf(name)), name]);
      return;
    }
    state.set(name, 'open');
    for (const next of edges.get(name) ?? []) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of edges.keys()) visit(name, []);
  return found;
}
