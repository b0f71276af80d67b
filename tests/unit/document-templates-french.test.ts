import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { documentTypes } from '../../server-fake/models/documents';
import { users } from '../../server-fake/models/organisation';
import { fillTemplate, sanitizeHtml, templateData } from '../../server-fake/rules/documents';

/**
 * The company's certificates read as French is written, for everyone they may be made for (HR review:
 * 'attestons que Asmae', 'pour le compte de Atlas', 'employé(e)'): 'que' and 'de' elide before a vowel or
 * a mute h, and a placeholder cannot know what it will hold, so no placeholder follows them.
 */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#39;|&apos;/g, "'").replace(/\s+/g, ' ');
const vowel = /[aeiouyàâäéèêëîïôöùûüh]/i;

test('every seeded certificate, filled for every person, has no missed elision and no (e)', () => {
  const { backend } = fakeApi();
  const db = backend.db;
  const faults: string[] = [];
  for (const type of documentTypes(db).all()) {
    for (const u of users(db).all()) {
      const out = text(sanitizeHtml(fillTemplate(type.template, templateData(db, u, new Date('2026-11-16T09:00:00Z'), type))));
      for (const m of out.matchAll(/\b(que|de|le|la|je|ne|se|ce)\s+(\S+)/gi)) if (vowel.test(m[2]![0]!) && !/^(h[aeiou]\w*é|hors)/i.test(m[2]!)) faults.push(`${type.name} for ${u.fullName}: '${m[0]}'`);
      if (/\((e|es|s)\)/.test(out)) faults.push(`${type.name}: '(e)'`);
    }
  }
  assert.equal([...new Set(faults)].slice(0, 10), []);
});

test('a certificate still names the person, their function and department, the company, the city and the day', () => {
  const { backend } = fakeApi();
  const db = backend.db;
  const u = users(db).all().find((x) => /^[AEIOU]/.test(x.fullName))!;
  for (const type of documentTypes(db).all()) {
    const data = templateData(db, u, new Date('2026-11-16T09:00:00Z'), type);
    const out = text(fillTemplate(type.template, data));
    for (const k of ['fullName', 'function', 'department', 'society', 'city', 'today'] as const) assert.ok(out.includes(data[k]!), `${type.name}: ${k} '${data[k]}' missing`);
    if (type.needsSalary) assert.ok(out.includes(data.salaryBand!), `${type.name}: salary band`);
  }
});

test('days are written as a French letter writes them: « le 16 novembre 2026 », « le 1er mars 2019 »', () => {
  const { backend } = fakeApi();
  const db = backend.db;
  const u = users(db).all()[0]!;
  const type = documentTypes(db).all()[0]!;
  const data = templateData(db, { ...u, hireDate: '2019-03-01' }, new Date('2026-11-16T09:00:00Z'), type);
  assert.is(data.today, '16 novembre 2026');
  assert.is(data.hireDate, '1er mars 2019');
  assert.ok(text(fillTemplate(type.template, data)).includes('le 16 novembre 2026'));
});

test.run();
