/**
 * A schema built on its first use rather than when its module is evaluated
 * (issue 25). An area's module graph is evaluated in one task: building the
 * zod schemas of all its calls there (a few hundred objects, each with its
 * own lazily defined internals) held the main thread as a dashboard card or
 * a panel came, for the one or two answers it then parses. Each answer is
 * still parsed with zod; the schema it needs is built the first time
 * anything reads it (a parse, or a schema composed of it being built).
 *
 * The stand-in forwards every read to the built schema, so it composes and
 * parses as the schema itself does (zod's instanceof checks read its traits),
 * and its type is the schema's.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in itself holds none of these properties (a proxy may not say otherwise).
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key);
      return d && { ...d, configurable: true };
    },
  });
}
