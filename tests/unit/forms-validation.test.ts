import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FieldType, fieldTypeNames, type FormField } from '../../src/domain/forms';
import { allowedFileTypes, dateRangeDays, parseOptions, timeRangeSpan, toSavedAnswer, validateAnswers } from '../../src/domain/form-validation';

const field = (fieldType: number, o: Partial<FormField> = {}): FormField => ({ id: 1, title: 'Q', fieldType, parametres: '', hideTitle: false, isRequired: false, description: '', ...o });
/** The message for one answer to one field (undefined when accepted). */
const check = (f: FormField, value?: string, files?: Array<{ name: string }>) => validateAnswers([f], { values: { 1: value }, files: { 1: files } })['1'];

// One row per field type: a good answer, a bad one (with its message) when the type has a format, and whether it is required only when isRequired.
const cases: Record<(typeof fieldTypeNames)[number], { good: string; bad?: [string, string]; parametres?: string }> = {
  Number: { good: '42,5', bad: ['douze', 'validation.number'] },
  Description: { good: '' },
  Text: { good: 'Bonjour' },
  Email: { good: 'a@atlas.ma', bad: ['a@', 'Invalid.Email'] },
  Password: { good: 'secret' },
  Date: { good: '16/11/2026', bad: ['31/02/2026', 'Form.InvalidType'] },
  Time: { good: '08:30', bad: ['25:00', 'Form.InvalidType'] },
  Checkbox: { good: 'a,b', bad: ['z', 'Form.InvalidType'], parametres: 'a - A, b - B' },
  Radio: { good: 'oui', bad: ['peut-être', 'Form.InvalidType'], parametres: 'oui - Oui, non - Non' },
  Select: { good: 'pc', bad: ['tablette', 'Form.InvalidType'], parametres: 'pc - Ordinateur, ecran - Écran' },
  TextArea: { good: 'Un long texte' },
  File: { good: '' },
  Hidden: { good: 'source=menu' },
  Url: { good: 'https://atlas.ma/x', bad: ['atlas', 'validation.url'] },
  Tel: { good: '+212 600 000 000' },
  DateTime: { good: '16/11/2026 09:15', bad: ['16/11/2026', 'Form.InvalidType'] },
  Color: { good: '#16a34a', bad: ['vert', 'Form.InvalidType'] },
  DateRange: { good: '01/11/2026 - 03/11/2026', bad: ['03/11/2026 - 01/11/2026', 'Form.InvalidType'] },
  TimeRange: { good: '22:00 - 06:00', bad: ['22:00 - ', 'Form.InvalidType'] },
};

for (const [name, c] of Object.entries(cases)) {
  const type = FieldType[name as keyof typeof FieldType];
  test(`S3.5.08 S3.5.09 S3.5.10 S3.5.11 S3.5.12 S3.5.13 ${type} ${name}: accepts a good answer, gives the spec key for a bad one, requires only when isRequired`, () => {
    if (type === FieldType.File) {
      assert.is(check(field(type)), undefined);
      assert.is(check(field(type, { isRequired: true })), 'RequiredAttribute');
      assert.is(check(field(type, { isRequired: true }), undefined, [{ name: 'cv.pdf' }]), undefined);
      return;
    }
    if (type === FieldType.Description) {
      assert.is(check(field(type, { isRequired: true })), undefined);
      return;
    }
    assert.is(check(field(type, { parametres: c.parametres }), c.good), undefined);
    if (c.bad) assert.is(check(field(type, { parametres: c.parametres }), c.bad[0]), c.bad[1]);
    assert.is(check(field(type, { parametres: c.parametres }), ''), undefined, 'optional: an empty answer is no answer (nullable)');
    assert.is(check(field(type, { parametres: c.parametres, isRequired: true }), ''), 'RequiredAttribute');
  });
}

test('S3.5.16 file types per field: images only, pdf only, or anything', () => {
  assert.equal(allowedFileTypes('image'), ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg']);
  assert.equal(allowedFileTypes('pdf'), ['pdf']);
  assert.is(allowedFileTypes(''), '*');
  assert.is(check(field(FieldType.File, { parametres: 'image' }), undefined, [{ name: 'scan.pdf' }]), 'Form.InvalidType');
  assert.is(check(field(FieldType.File, { parametres: 'pdf' }), undefined, [{ name: 'scan.pdf' }]), undefined);
});

test('S3.5.14 user selection is required when filling for someone on a non-anonymous form only', () => {
  const f = [field(FieldType.Text)];
  assert.is(validateAnswers(f, { values: {}, files: {} }, { forSomeone: true }).userId, 'RequiredAttribute');
  assert.is(validateAnswers(f, { values: {}, files: {}, userId: 7 }, { forSomeone: true }).userId, undefined);
  assert.is(validateAnswers(f, { values: {}, files: {} }, { forSomeone: true, isAnonymous: true }).userId, undefined);
  assert.is(validateAnswers(f, { values: {}, files: {} }).userId, undefined);
});

test('S3.5.15 select options come from the comma list, optionally value - label', () => {
  assert.equal(parseOptions('pc - Ordinateur portable, Écran ,  tel - Téléphone'), [
    { value: 'pc', label: 'Ordinateur portable' }, { value: 'Écran', label: 'Écran' }, { value: 'tel', label: 'Téléphone' },
  ]);
});

test('S3.9.05 S3.9.06 dates are saved DD/MM/YYYY; a date range counts inclusively; a time range crossing midnight adds a day', () => {
  assert.is(toSavedAnswer(FieldType.Date, '2026-11-16'), '16/11/2026');
  assert.is(toSavedAnswer(FieldType.DateTime, '2026-11-16T09:15'), '16/11/2026 09:15');
  assert.is(toSavedAnswer(FieldType.DateRange, '2026-11-01|2026-11-03'), '01/11/2026 - 03/11/2026');
  assert.is(dateRangeDays('01/11/2026 - 03/11/2026'), 3);
  assert.is(dateRangeDays('16/11/2026 - 16/11/2026'), 1);
  assert.is(dateRangeDays('28/02/2026 - 01/03/2026'), 2);
  assert.equal(timeRangeSpan('08:00 - 17:30'), { minutes: 570, addsDay: false });
  assert.equal(timeRangeSpan('22:00 - 06:00'), { minutes: 480, addsDay: true });
});

test.run();
