import { recordSecurityFigures } from '../security-figures';

/**
 * Attacks on the fake server counted by class, for the security figures
 * (tests/security-figures.ts): how many were tried and how many got through.
 * Each test asserts its own expected answers; the tally only reports them.
 * A class is counted by one test file only: recording replaces a class's line.
 */
export function attackTally() {
  const classes = new Map<string, { tries: number; successes: number; through: string[] }>();
  return {
    /** One try of `cls`; `gotThrough` when the server did what it must refuse. */
    note(cls: string, what: string, gotThrough: boolean) {
      const c = classes.get(cls) ?? { tries: 0, successes: 0, through: [] };
      c.tries++;
      if (gotThrough) {
        c.successes++;
        c.through.push(what);
      }
      classes.set(cls, c);
      return gotThrough;
    },
    /** The tries that got through, for an assertion. */
    through: () => [...classes.entries()].flatMap(([cls, c]) => c.through.map((w) => `${cls}: ${w}`)),
    record() {
      recordSecurityFigures(Object.fromEntries([...classes.entries()].map(([cls, c]) => [cls, { tries: c.tries, successes: c.successes }])));
    },
  };
}
