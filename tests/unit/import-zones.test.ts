/**
 * The import rules hold, proved by linting a bad import into each layer with the project's own
 * ESLint configuration (a rule that silently stopped matching would let every one through), and
 * no file of src/ reaches itself again through its imports (type imports included).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the server layers: routes -> http -> services -> foundations -> common', () => {
  // The first lint loads the configuration and its plugins.
  beforeAll(() => refusals('src/server/x.ts', 'export const y = 1;\n'), 60_000);
  const bad: [string, string, string][] = [
    ['a service importing a route', 'src/server/services/documents/x.ts', '../../routes/api/health.js'],
    ['a service importing the route kit', 'src/server/services/documents/x.ts', '../../http/route.js'],
    ['the route kit importing a route', 'src/server/http/x.ts', '../routes/api/health.js'],
    ['the database layer importing a service', 'src/server/db/x.ts', '../services/settings.js'],
    ['storage importing the route kit', 'src/server/storage/x.ts', '../http/params.js'],
    ['authorization importing a route', 'src/server/auth/x.ts', '../routes/api/authuser.js'],
    ['the text jobs importing a service', 'src/server/text/x.ts', '../services/settings.js'],
    ['a root module importing a service', 'src/server/errors-x.ts', './services/settings.js'],
    ['the server importing the web', 'src/server/services/x.ts', '../../web/App.js'],
    ['common importing the server', 'src/common/x.ts', '../server/errors.js'],
    ['the web importing the server', 'src/web/shared/x.ts', '../../server/errors.js'],
  ];
  it.each(bad)('refuses %s', async (_what, file, from) => {
    expect(await refusals(file, `import { x } from '${from}';\nexport const y = x;\n`)).toHaveLength(1);
  });

  const good: [string, string, string][] = [
    ['a route importing a service', 'src/server/routes/api/x.ts', '../../services/settings.js'],
    ['a route importing the route kit', 'src/server/routes/api/x.ts', '../../http/route.js'],
    ['the route kit importing a service', 'src/server/http/x.ts', '../services/settings.js'],
    ['a service importing the database layer', 'src/server/services/x.ts', '../db/schema.js'],
    ['the app registering the routes', 'src/server/app.ts', './routes/api/health.js'],
  ];
  it.each(good)('allows %s', async (_what, file, from) => {
    expect(await refusals(file, `import { x } from '${from}';\nexport const y = x;\n`)).toEqual([]);
  });
});

describe('no import circles in src/', () => {
  let graph: Map<string, string[]>;
  beforeAll(() => {
    const files = (fs.readdirSync('src', { recursive: true }) as string[])
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join('src', name));
    const known = new Set(files);
    const resolve = (from: string, spec: string) => {
      const base = path.join(path.dirname(from), spec).replace(/\.js$/, '');
      return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) =>
        known.has(f),
      );
    };
    graph = new Map(
      files.map((file) => {
        const text = fs.readFileSync(file, 'utf8');
        const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] as string);
        return [file, specs.map((spec) => resolve(file, spec)).filter((f): f is string => f !== undefined)];
      }),
    );
  });

  it('finds none (each is named with its files)', () => {
    // Tarjan's strongly connected components: a component of two or more files is a circle.
    let index = 0;
    const order = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    const visit = (file: string) => {
      order.set(file, index);
      low.set(file, index++);
      stack.push(file);
      onStack.add(file);
      for (const next of graph.get(file) ?? []) {
        if (!order.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file)!, low.get(next)!));
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
      if (low.get(file) === order.get(file)) {
        const component: string[] = [];
        let top: string;
        do {
          top = stack.pop()!;
          onStack.delete(top);
          component.push(top);
        } while (top !== file);
        if (component.length > 1) circles.push(component.sort());
      }
    };
    for (const file of graph.keys()) if (!order.has(file)) visit(file);
    expect(graph.size).toBeGreaterThan(300);
    expect(circles).toEqual([]);
  });
});
