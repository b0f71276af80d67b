import type { Mutant } from '../catalogue';

/** The mutants of the inventory area (tests/mutation/catalogue.ts says what a mutant is). */
export const inventory: Mutant[] = [
  {
    id: 'inventory-seat-off-by-one',
    file: 'server-fake/rules/inventory.ts',
    original: '(r as SoftwareRow).seats - r.assignees.length :',
    replacement: '(r as SoftwareRow).seats - r.assignees.length + 1 :',
    kind: 'rule',
    area: 'inventory',
    fault: 'a licence given to one more person than it has seats',
  },
  {
    id: 'inventory-import-duplicate-serial',
    file: 'server-fake/rules/inventory.ts',
    original: "  else if (o.seen.has(sn.toUpperCase())) refuse('Import.AlreadyUsed', 4, serial);\n",
    replacement: '',
    kind: 'rule',
    area: 'inventory',
    fault: 'an import row with a serial number already in the inventory (or earlier in the file) accepted',
  },
  {
    id: 'inventory-export-whole-park',
    file: 'server-fake/rules/inventory-excel.ts',
    original: ".filter((r) => scope === 'all' || r.assignees.includes(scope.holderId));",
    replacement: '.filter(() => true);',
    kind: 'rule',
    area: 'inventory',
    fault: 'an employee’s export holds the whole park, not only what they hold',
  },
  {
    id: 'inventory-import-without-file',
    file: 'machines/inventory/import.machine.ts',
    original: 'hasFile: ({ context }) => context.file !== null,',
    replacement: 'hasFile: () => true,',
    kind: 'guard',
    area: 'inventory',
    machine: 'import',
    fault: 'an import started with no file chosen',
  },
];
