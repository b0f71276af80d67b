import { test } from 'uvu';
import { fakeApi } from '../fake-api';
import { hardware, software } from '../../../server-fake/models/inventory';
import { hardwareInput, softwareInput } from '../../../src/domain/inventory';
import { documented, fieldTest, writeConformance, type Answer } from './tally';

/**
 * The inventory item bodies (hardware and software create and Update), field by field. Spec 4 shows the calls only
 * ('Payload and answer shapes: not shown'); the fields are where this project writes them down, the shared schemas
 * of src/domain/inventory.ts, as the leave list's are. Each sent with two values; the item read back from the fake
 * server's tables must hold each value.
 */
const api = fakeApi();
const db = api.backend.db;
const omar = api.as('owner');
let serial = 0;
const unique = () => `SN-CONF-${++serial}`;

const kinds = {
  hardware: {
    shape: hardwareInput.shape,
    table: hardware(db),
    base: () => ({ title: 'Portable', category: 'Laptop', serialNumber: unique() }),
    values: {
      title: ['Portable A', 'Portable B'], category: ['Laptop', 'Screen'], brand: ['Dell', 'HP'], model: ['X1', 'X2'], serialNumber: ['SN-CONF-A', 'SN-CONF-B'],
      purchaseDate: ['2026-01-10', '2026-02-10'], warrantyEnd: ['2028-01-10', '2029-01-10'], price: [900, 1250], condition: ['New', 'Worn'], siteId: [1, 2], notes: ['Écran rayé', 'Chargeur neuf'],
    } as Record<string, [unknown, unknown]>,
  },
  software: {
    shape: softwareInput.shape,
    table: software(db),
    base: () => ({ title: 'Suite', category: 'Office' }),
    values: {
      title: ['Suite A', 'Suite B'], editor: ['Adobe', 'Microsoft'], version: ['1.0', '2.0'], category: ['Office', 'PDF'], licenceType: ['Subscription', 'Free'], seats: [1, 5],
      billingDay: [5, 20], expiryDate: ['2027-01-31', '2027-06-30'], price: [12, 30], notes: ['Renouveler', 'Annuler'],
    } as Record<string, [unknown, unknown]>,
  },
};

for (const [kind, k] of Object.entries(kinds)) {
  const CREATE = `POST /api/${kind}/create`;
  const UPDATE = `POST /api/${kind}/Update`;
  const fields = Object.keys(k.shape);
  documented(CREATE, fields);
  documented(UPDATE, ['id', ...fields]);
  const read = (r: Answer, id: () => number): Answer => (r.status === 200 && r.json?.success ? { status: 200, json: k.table.get(id()) } : r);
  const create = (body: object) => {
    const r = omar.post(`/api/${kind}/create`, { ...k.base(), ...body });
    return read(r, () => r.json.data);
  };
  const update = (body: { id?: unknown; [f: string]: unknown }) => {
    const id = (body.id as number | undefined) ?? (create({}).json.id as number);
    return read(omar.post(`/api/${kind}/Update`, { ...k.base(), ...body, id }), () => id);
  };
  for (const name of fields) {
    const [v1, v2] = k.values[name]!;
    const holds = (a: any, b: any) => a[name] === v1 && b[name] === v2;
    // A serial number is unique: each send of this field's two values writes an item of its own, then the next pair is fresh.
    const fresh = (v: unknown) => (name === 'serialNumber' ? `${String(v)}-${++serial}` : v);
    const sent = (v: unknown) => ({ [name]: fresh(v) });
    fieldTest(test, CREATE, name, (v) => create(sent(v)), [v1, v2], name === 'serialNumber' ? (a, b) => a.serialNumber.startsWith(String(v1)) && b.serialNumber.startsWith(String(v2)) : holds);
    fieldTest(test, UPDATE, name, (v) => update(sent(v)), [v1, v2], name === 'serialNumber' ? (a, b) => a.serialNumber.startsWith(String(v1)) && b.serialNumber.startsWith(String(v2)) : holds);
  }
  const [i1, i2] = [create({}).json.id as number, create({}).json.id as number];
  fieldTest(test, UPDATE, 'id', (v) => update({ id: v, notes: `Modifié ${String(v)}` }), [i1, i2], (a, b) => a.id === i1 && a.notes === `Modifié ${i1}` && b.id === i2 && b.notes === `Modifié ${i2}`);
}

test.after(() => writeConformance());
test.run();
