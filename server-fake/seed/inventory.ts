import type { SeedContext } from './context';
import { addDays, isoDay } from './context';
import { users } from '../models/organisation';
import { assignments, hardware, itemHistory, software, type HardwareRow } from '../models/inventory';

const laptops = [['Dell', 'Latitude 5440', 12650], ['Lenovo', 'ThinkPad T14 Gen 4', 14190], ['HP', 'EliteBook 840 G10', 13640], ['Apple', 'MacBook Pro 14"', 26290]] as const;
const screens = [['Dell', 'P2423D 24"', 2630], ['LG', '27UL500 27"', 3180], ['Samsung', 'S24R650 24"', 2190]] as const;
const phones = [['Samsung', 'Galaxy A54', 4390], ['Apple', 'iPhone 14', 8790], ['Xiaomi', 'Redmi Note 13', 2520]] as const;
const docks = [['Dell', 'WD19S', 2080], ['Lenovo', 'ThinkPad USB-C Dock Gen 2', 2300], ['HP', 'USB-C Dock G5', 1920]] as const;
const others = [['HP', 'LaserJet Pro M404dn', 'Printer', 3620], ['Apple', 'iPad 10.9"', 'Tablet', 5380], ['Epson', 'EB-W49', 'Projector', 7140], ['Cisco', 'IP Phone 8841', 'Desk phone', 2740]] as const;

const licences = [
  ['Microsoft 365 Business Standard', 'Microsoft', '2024', 'Office', 'Subscription', 80, 125],
  ['Adobe Acrobat Pro', 'Adobe', '2024', 'PDF', 'Subscription', 15, 239],
  ['Adobe Creative Cloud', 'Adobe', '2024', 'Design', 'Subscription', 4, 1100],
  ['JetBrains All Products Pack', 'JetBrains', '2024.3', 'Development', 'Subscription', 8, 779],
  ['IntelliJ IDEA Ultimate', 'JetBrains', '2024.3', 'Development', 'Subscription', 6, 599],
  ['ESET Endpoint Security', 'ESET', '11.0', 'Antivirus', 'Subscription', 90, 42],
  ['Windows 11 Pro', 'Microsoft', '23H2', 'Operating system', 'Perpetual', 70, 259],
  ['Sage Paie & RH', 'Sage', 'i7', 'HR & payroll', 'Subscription', 5, 20900],
  ['AutoCAD LT', 'Autodesk', '2025', 'Design', 'Subscription', 3, 510],
  ['Zoom Workplace Pro', 'Zoom', '6.2', 'Communication', 'Subscription', 25, 150],
  ['Slack Pro', 'Salesforce', '4.41', 'Communication', 'Subscription', 60, 87],
  ['1Password Business', 'AgileBits', '8', 'Security', 'Subscription', 40, 96],
] as const;

/**
 * Hardware is bought here, in dirhams (a laptop at 12 650 MAD), the company's currency, a new item's by default;
 * licences are billed by their editors abroad, in euros, but for the local payroll suite.
 */
const HARDWARE_CURRENCY = 'MAD';
const licenceCurrency = (editor: string) => (editor === 'Sage' ? 'MAD' : 'EUR');

const serial = (prefix: string, n: number) => `${prefix}-${String(100000 + n * 7919).slice(-6)}`;

/** A believable asset park: a laptop for most people, screens, phones, docks, shared devices, and licences. */
export function seedInventory(s: SeedContext): void {
  const { db, today, rnd } = s;
  const people = users(db).filter((u) => u.active).sort((a, b) => a.id - b.id);
  const add = (row: Omit<HardwareRow, 'id' | 'createdDate' | 'active' | 'notes' | 'condition' | 'currency'> & Partial<HardwareRow>) => {
    const purchase = row.purchaseDate ?? isoDay(addDays(today, -rnd.int(30, 1300)));
    const created = hardware(db).insert({ active: true, notes: '', condition: rnd.pick(['New', 'Good', 'Good', 'Worn']), currency: HARDWARE_CURRENCY, createdDate: `${purchase}T09:00:00.000Z`, ...row, purchaseDate: purchase });
    itemHistory(db).insert({ kind: 'hardware', itemId: created.id, title: 'Inventory.Created', description: null, whoDid: 5, date: created.createdDate });
    for (const userId of created.assignees) {
      const since = addDays(new Date(created.createdDate), rnd.int(1, 20));
      assignments(db).insert({ kind: 'hardware', itemId: created.id, userId, assignedBy: 5, assignedDate: since.toISOString(), unassignedDate: null });
    }
    return created;
  };
  // Yasmine's laptop first (id 1): the demo's intervention story opens an incident on it.
  add({ title: 'Dell Latitude 5440', category: 'Laptop', brand: 'Dell', model: 'Latitude 5440', serialNumber: 'DL5440-YEI-001', purchaseDate: isoDay(addDays(today, -420)), warrantyEnd: isoDay(addDays(today, 675)), price: 12650, siteId: people[0]?.siteId ?? null, assignees: [1] });
  people.forEach((u, i) => {
    if (u.id !== 1 && i % 9 !== 8) {
      const [brand, model, price] = laptops[u.departementId % laptops.length];
      add({ title: `${brand} ${model}`, category: 'Laptop', brand, model, serialNumber: serial(brand.slice(0, 2).toUpperCase(), u.id), purchaseDate: null, warrantyEnd: isoDay(addDays(today, rnd.int(-200, 900))), price, siteId: u.siteId, assignees: [u.id] });
    }
    if (i % 2 === 0) {
      const [brand, model, price] = screens[i % screens.length];
      add({ title: `${brand} ${model}`, category: 'Screen', brand, model, serialNumber: serial('SC', u.id), purchaseDate: null, warrantyEnd: null, price, siteId: u.siteId, assignees: [u.id] });
    }
    if (i % 3 === 0) {
      const [brand, model, price] = phones[i % phones.length];
      add({ title: `${brand} ${model}`, category: 'Phone', brand, model, serialNumber: serial('PH', u.id), purchaseDate: null, warrantyEnd: isoDay(addDays(today, rnd.int(-100, 500))), price, siteId: u.siteId, assignees: [u.id] });
    }
    if (i % 4 === 1) {
      const [brand, model, price] = docks[i % docks.length];
      add({ title: `${brand} ${model}`, category: 'Docking station', brand, model, serialNumber: serial('DK', u.id), purchaseDate: null, warrantyEnd: null, price, siteId: u.siteId, assignees: [u.id] });
    }
  });
  // Shared devices and spare stock, unassigned; two retired laptops are inactive.
  others.forEach(([brand, model, category, price], k) => {
    for (let n = 0; n < 3; n++) add({ title: `${brand} ${model}`, category, brand, model, serialNumber: serial(category.slice(0, 2).toUpperCase(), 500 + k * 10 + n), purchaseDate: null, warrantyEnd: null, price, siteId: people[n]?.siteId ?? null, assignees: [] });
  });
  for (let n = 0; n < 4; n++) {
    const [brand, model, price] = laptops[n];
    add({ title: `${brand} ${model}`, category: 'Laptop', brand, model, serialNumber: serial('STK', 900 + n), purchaseDate: null, warrantyEnd: null, price, siteId: null, assignees: [], notes: 'Stock', active: n < 2 });
  }
  // A laptop that changed hands: its assignment history shows two holders.
  // The first holder had it from its purchase until half-way to today, then the current one.
  const moved = hardware(db).get(2);
  if (moved && moved.assignees[0]) {
    const first = assignments(db).filter((a) => a.kind === 'hardware' && a.itemId === 2)[0];
    const bought = Date.parse(moved.createdDate);
    const handedOver = new Date(bought + (today.getTime() - bought) / 2).toISOString();
    assignments(db).insert({ kind: 'hardware', itemId: 2, userId: 40, assignedBy: 5, assignedDate: addDays(new Date(bought), 1).toISOString(), unassignedDate: handedOver });
    if (first) assignments(db).update(first.id, { assignedDate: handedOver });
  }

  licences.forEach(([title, editor, version, category, licenceType, seats, price]) => {
    const holders = people.filter((_, i) => i % Math.max(1, Math.floor(people.length / seats)) === 0).slice(0, Math.max(1, seats - 2)).map((u) => u.id);
    if (title.startsWith('Microsoft 365') && !holders.includes(1)) holders.unshift(1);
    const createdDate = addDays(today, -rnd.int(60, 700)).toISOString();
    const row = software(db).insert({ title, editor, version, category, licenceType, seats, expiryDate: licenceType === 'Perpetual' ? null : isoDay(addDays(today, rnd.int(20, 360))), price, currency: licenceCurrency(editor), notes: '', active: true, assignees: holders, createdDate });
    itemHistory(db).insert({ kind: 'software', itemId: row.id, title: 'Inventory.Created', description: null, whoDid: 5, date: createdDate });
    for (const userId of holders) assignments(db).insert({ kind: 'software', itemId: row.id, userId, assignedBy: 5, assignedDate: createdDate, unassignedDate: null });
  });
}
