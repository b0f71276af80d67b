import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { hardware, software } from '../../../server-fake/models/inventory';
import { activeInput, assignItem, hardwareInput, softwareInput, unassignItem } from '../../../src/domain/inventory';
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
      purchaseDate: ['2026-01-10', '2026-02-10'], warrantyEnd: ['2028-01-10', '2029-01-10'], price: [900, 1250], currency: ['MAD', 'EUR'], condition: ['New', 'Worn'], siteId: [1, 2], notes: ['Écran rayé', 'Chargeur neuf'],
    } as Record<string, [unknown, unknown]>,
  },
  software: {
    shape: softwareInput.shape,
    table: software(db),
    base: () => ({ title: 'Suite', category: 'Office' }),
    values: {
      title: ['Suite A', 'Suite B'], editor: ['Adobe', 'Microsoft'], version: ['1.0', '2.0'], category: ['Office', 'PDF'], licenceType: ['Subscription', 'Free'], seats: [1, 5],
      billingDay: [5, 20], expiryDate: ['2027-01-31', '2027-06-30'], price: [12, 30], currency: ['EUR', 'MAD'], notes: ['Renouveler', 'Annuler'],
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

// AssignedTo (both kinds) and hardware's UnassignProfile: the shared schemas' fields (assignItem, unassignItem).
for (const kind of ['hardware', 'software'] as const) {
  const ASSIGN = `POST /api/${kind}/AssignedTo`;
  documented(ASSIGN, Object.keys(assignItem.shape));
  const item = () => omar.post(`/api/${kind}/create`, { ...kinds[kind].base(), ...(kind === 'software' ? { seats: 5 } : {}) }).json.data as number;
  const holders = (r: Answer, id: number): Answer => (r.status === 200 && r.json?.success ? { status: 200, json: kinds[kind].table.get(id)!.assignees } : r);
  const assign = (id: number, body: object) => holders(omar.post(`/api/${kind}/AssignedTo`, { id, ...body }), id);
  const [a1, a2] = [item(), item()];
  fieldTest(test, ASSIGN, 'id', (v) => assign(v as number, { userIds: [12] }), [a1, a2], (a, b) => a.includes(12) && b.includes(12));
  fieldTest(test, ASSIGN, 'userIds', (v) => assign(item(), { userIds: v }), [[12], [13, 14]], (a, b) => a.join() === '12' && b.join() === '13,14');
  // assign: true puts the userIds on the item; false takes userId off.
  const held = () => {
    const id = item();
    assign(id, { userIds: [12] });
    return id;
  };
  fieldTest(test, ASSIGN, 'assign', (v) => assign(held(), v ? { assign: true, userIds: [13] } : { assign: false, userId: 12 }), [true, false], (a, b) => a.join() === '12,13' && b.length === 0);
  fieldTest(test, ASSIGN, 'userId', (v) => {
    const id = item();
    assign(id, { userIds: [12, 13] });
    return assign(id, { assign: false, userId: v });
  }, [12, 13], (a, b) => a.join() === '13' && b.join() === '12');
}
const UNASSIGN = 'POST /api/hardware/UnassignProfile';
documented(UNASSIGN, Object.keys(unassignItem.shape));
const heldBy = (ids: number[]) => {
  const id = omar.post('/api/hardware/create', kinds.hardware.base()).json.data as number;
  omar.post('/api/hardware/AssignedTo', { id, userIds: ids });
  return id;
};
const unassigned = (id: number, userId: number): Answer => {
  const r = omar.post('/api/hardware/UnassignProfile', { id, userId });
  return r.status === 200 && r.json?.success ? { status: 200, json: { id, left: hardware(db).get(id)!.assignees } } : r;
};
const [h1, h2] = [heldBy([12]), heldBy([12])];
fieldTest(test, UNASSIGN, 'id', (v) => unassigned(v as number, 12), [h1, h2], (a, b) => a.id === h1 && a.left.length === 0 && b.id === h2 && b.left.length === 0);
fieldTest(test, UNASSIGN, 'userId', (v) => unassigned(heldBy([12, 13]), v as number), [12, 13], (a, b) => a.left.join() === '13' && b.left.join() === '12');
// hardware/active (activeInput): the item put out of use or back.
const ACTIVE = 'POST /api/hardware/active';
documented(ACTIVE, Object.keys(activeInput.shape));
const activeRow = (id: number, active: boolean): Answer => {
  const r = omar.post('/api/hardware/active', { id, active });
  return r.status === 200 && r.json?.success ? { status: 200, json: hardware(db).get(id)! } : r;
};
const [x1, x2] = [heldBy([]), heldBy([])];
fieldTest(test, ACTIVE, 'id', (v) => activeRow(v as number, false), [x1, x2], (a, b) => a.id === x1 && !a.active && b.id === x2 && !b.active);
fieldTest(test, ACTIVE, 'active', (v) => activeRow(heldBy([12]), v as boolean), [true, false], (a, b) => a.active && a.assignees.join() === '12' && !b.active && b.assignees.length === 0);
test('AssignedTo: userId while assigning, or userIds while taking off, is a 400 naming it', () => {
  const id = heldBy([12]);
  const one = omar.post('/api/hardware/AssignedTo', { id, assign: true, userIds: [13], userId: 12 });
  assert.is(one.status, 400);
  assert.match(one.json.message, 'userId');
  const many = omar.post('/api/hardware/AssignedTo', { id, assign: false, userId: 12, userIds: [13] });
  assert.is(many.status, 400);
  assert.match(many.json.message, 'userIds');
});

test.after(() => writeConformance());
test.run();
