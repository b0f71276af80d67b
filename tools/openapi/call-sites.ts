import { defaultPaths } from '../../src/domain/paths';

/**
 * The calls of src/api read from its source: each call, callData, callBlob
 * and sendMultipart with its method, its path (parameters written {}), and
 * the schema expression it parses the answer with. Shared by the one
 * function per endpoint test (tests/unit/api-endpoints.test.ts) and the
 * OpenAPI generator, so both read the client the same way.
 */
export interface Site {
  method: string;
  path: string;
  file: string;
  /** The text of the `schema:` option, as written in the file (evaluated in its scope by the generator). */
  schema: string | null;
  multipart: boolean;
  /** The n-th call of its file, in source order. */
  index: number;
}

/** The text between the parenthesis at `open` and its match. */
export function argsAt(src: string, open: number): string {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '(' || src[i] === '{' || src[i] === '[') depth++;
    else if ((src[i] === ')' || src[i] === '}' || src[i] === ']') && --depth === 0) return src.slice(open + 1, i);
  }
  return src.slice(open + 1);
}

/** `pathOf('users.list')` stands for its default path (src/domain/paths.ts). */
const pathsValues = new Map<string, string>(Object.entries(defaultPaths).map(([k, p]): [string, string] => [`pathOf('${k}')`, p]));

/** The value of the top-level `schema:` option in a call's arguments. */
function schemaOf(args: string): string | null {
  const at = /\bschema:\s*/.exec(args);
  if (!at) return null;
  let depth = 0;
  let i = at.index + at[0].length;
  const start = i;
  for (; i < args.length; i++) {
    const c = args[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) break;
  }
  return args.slice(start, i).trim() || null;
}

/**
 * A base built by a local function of a string-literal union, as inventory's
 * `const base = (kind: ItemKind) => \`/api/${kind}\`` with
 * `type ItemKind = 'hardware' | 'software'`: each value of the union.
 */
function basesOf(src: string, unions: Map<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of src.matchAll(/const (\w+) = \((\w+): (\w+)\) => `([^`$]*)\$\{\2\}([^`]*)`;/g)) {
    const values = unionsIn(src).get(m[3]!) ?? unions.get(m[3]!);
    if (values) out.set(m[1]!, values.map((v) => `${m[4]}${v}${m[5]}`));
  }
  return out;
}

/** `type Kind = 'a' | 'b'` declarations of a source, by name. */
export function unionsIn(src: string): Map<string, string[]> {
  return new Map([...src.matchAll(/type (\w+) = ((?:'[^']+'\s*\|?\s*)+);/g)].map((m) => [m[1]!, [...m[2]!.matchAll(/'([^']+)'/g)].map((v) => v[1]!)]));
}

/** Parameters typed with a literal union (`path: 'Create' | 'Update'`), by name: a template `${path}` stands for each. */
function unionParams(src: string): Map<string, string[]> {
  return new Map([...src.matchAll(/\b(\w+)\??: ((?:'[^']+'\s*\|\s*)+'[^']+')/g)].map((m) => [m[1]!, [...m[2]!.matchAll(/'([^']+)'/g)].map((v) => v[1]!)]));
}

export function callSites(src: string, file: string, unions: Map<string, string[]> = new Map()): Site[] {
  const consts = new Map([...src.matchAll(/const (\w+) = '([^']*)';/g)].map((m) => [m[1], m[2]]));
  const bases = basesOf(src, unions);
  const params = unionParams(src);
  // A path parameter whose default is a path of src/domain/paths.ts (users-api's listUsers): the call stands for that path.
  const defaults = new Map([...src.matchAll(/\b(\w+): string = (pathOf\('[\w.]+'\))/g)].map((m) => [m[1]!, m[2]!]));
  // A local wrapper that takes the path and makes the call (expenses' postMultipart): its calls are calls too, with its schema.
  const wrappers = new Map<string, { fn: string; schema: string | null; method: string | undefined }>();
  for (const w of src.matchAll(/const (\w+) = (?:async )?\((\w+): string[^)]*\) =>[^;]*?\b(call|callData|callBlob|sendMultipart)\(\2,/g)) {
    const inner = argsAt(src, w.index + w[0].length - w[2]!.length - 2);
    // Its method is the inner call's (forms' `post`): its callers do not repeat it.
    wrappers.set(w[1]!, { fn: w[3]!, schema: schemaOf(inner), method: /method:\s*'(\w+)'/.exec(inner)?.[1] });
  }
  const names = ['call', 'callData', 'callBlob', 'sendMultipart', ...wrappers.keys()].join('|');
  const sites: Site[] = [];
  let index = 0;
  for (const m of src.matchAll(new RegExp(`\\b(${names})\\(`, 'g'))) {
    const wrapper = wrappers.get(m[1]!);
    // `${pathOf('profile.public')}/${id}`: the default path stands in a template as a literal would.
    const args = argsAt(src, m.index + m[0].length - 1).replace(/^\s*(\w+)(?=\s*,)/, (whole, name: string) => defaults.get(name) ?? whole).replace(/\$\{(pathOf\('[\w.]+'\))\}/g, (whole, call: string) => pathsValues.get(call) ?? whole);
    // A literal, a path of src/domain/paths.ts, or a ternary of two literals (two endpoints).
    const either = /^\s*[\w.!]+\s*\?\s*(['`])([^'`]*)\1\s*:\s*(['`])([^'`]*)\3/.exec(args);
    const first = /^\s*(?:(['`])([^'`]*)\1|(pathOf\('[\w.]+'\)))/.exec(args);
    const literals = either ? [either[2]!, either[4]!] : first?.[3] ? [pathsValues.get(first[3]) ?? first[3]] : first ? [first[2]!] : [];
    const fn = wrapper?.fn ?? m[1];
    if (wrapper === undefined && /^\s*\w+,/.test(args) && !first) {
      // The wrapper's own inner call (its path is a parameter): counted through the wrapper's callers.
      if ([...wrappers.values()].some((w) => w.fn === m[1])) continue;
    }
    const method = fn === 'sendMultipart' ? 'POST' : (/method:\s*'(\w+)'/.exec(args)?.[1] ?? wrapper?.method ?? 'GET');
    const schema = wrapper ? wrapper.schema : schemaOf(args);
    const at = index++;
    for (const lit of new Set(literals)) {
      const viaBases = [...bases].reduce<string[]>((all, [name, values]) => all.flatMap((l) => (l.includes(`\${${name}(`) ? values.map((v) => l.replace(new RegExp(`\\$\\{${name}\\(\\w+\\)\\}`), v)) : [l])), [lit]);
      const expanded = [...params].reduce<string[]>((all, [name, values]) => all.flatMap((l) => (l.includes(`\${${name}}`) ? values.map((v) => l.replace(`\${${name}}`, v)) : [l])), viaBases);
      for (const one of expanded) {
        const resolved = one.replace(/\$\{(\w+)\}/g, (whole, name: string) => consts.get(name) ?? whole);
        // What a base built at run time stands for is known only inside its file.
        const p = resolved.replace(/\$\{[^}]*\}/g, '{}').replace(/\?.*$/, '');
        sites.push({ method, path: p.startsWith('{}') ? `${file}:${p}` : p, file, schema, multipart: fn === 'sendMultipart', index: at });
      }
    }
  }
  return sites;
}
