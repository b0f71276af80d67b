import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor } from 'xstate';
import { editFormMachine } from '../../machines/expenses/edit-form.machine';
import { fillErrors, formFillMachine } from '../../machines/forms/form-fill.machine';
import { FieldType } from '../../src/domain/forms';
import { numberEntry, type Unreadable } from '../../src/domain/typed-entry';
import { readTime } from '../../src/ui/inputs/time-rules';
import { scriptedUpload } from './upload-child';

/**
 * Issue 34 items 1 and 8: what an input cannot read ('1,2,3' as an amount,
 * '25:61' as a time) keeps the form from being sent, whether or not the
 * field is required, and is never replaced by another value.
 */
const unreadableAmount: Unreadable = { unreadable: 'input.number.invalid', text: '1,2,3' };
const impossibleTime: Unreadable = { unreadable: 'input.time.invalid', text: '25:61' };

test('edit form: an unreadable value is not sent, even in a field that is not required; read again, it goes', () => {
  const upload = scriptedUpload();
  const a = createActor(editFormMachine.provide({ actors: { upload: upload.logic } }), { input: { values: { amount: 12, distance: '' }, required: ['amount'] } }).start();
  a.send({ type: 'form.change', field: 'distance', value: unreadableAmount });
  a.send({ type: 'form.submit' });
  assert.ok(a.getSnapshot().matches('editing'));
  assert.is(a.getSnapshot().context.attempted, true, 'the messages show');
  assert.is(upload.sends.length, 0);
  a.send({ type: 'form.change', field: 'distance', value: 4.5 });
  a.send({ type: 'form.submit' });
  assert.ok(a.getSnapshot().matches('submitting'));
  assert.equal(upload.sends.length, 1);
});

test('form fill: a time that cannot be read holds the submit and leaves the last good time alone; the field\'s other errors wait', () => {
  const upload = scriptedUpload();
  const fields = [{ id: 1, title: 'Relevé le', fieldType: FieldType.DateTime, parametres: '', hideTitle: false, isRequired: true, description: '' }];
  const a = createActor(formFillMachine.provide({ actors: { upload: upload.logic } }), { input: { formId: 1, fields, isAnonymous: false, forSomeone: false } }).start();
  a.send({ type: 'fill.change', fieldId: 1, value: '2026-11-16T09:00' });
  a.send({ type: 'fill.change', fieldId: 1, unreadable: impossibleTime });
  assert.is(a.getSnapshot().context.values[1], '2026-11-16T09:00', 'the answer is not touched');
  a.send({ type: 'fill.submit' });
  assert.ok(a.getSnapshot().matches('editing'));
  assert.is(upload.sends.length, 0);
  // A range's second box is its own entry: the first reading again does not clear it.
  a.send({ type: 'fill.change', fieldId: 1, part: ':end', unreadable: impossibleTime });
  a.send({ type: 'fill.change', fieldId: 1, unreadable: null });
  assert.equal(Object.keys(a.getSnapshot().context.unreadable), ['1:end']);
  a.send({ type: 'fill.change', fieldId: 1, part: ':end', unreadable: null });
  a.send({ type: 'fill.change', fieldId: 1, value: '2026-11-16T14:30' });
  a.send({ type: 'fill.submit' });
  assert.ok(a.getSnapshot().matches('submitting'));
});

test('form fill: the input speaks for an unreadable field, so the field\'s own error (required) is not shown twice', () => {
  const fields = [{ id: 1, title: 'Index', fieldType: FieldType.Number, parametres: '', hideTitle: false, isRequired: true, description: '' }];
  const a = createActor(formFillMachine, { input: { formId: 1, fields, isAnonymous: false, forSomeone: false } }).start();
  assert.equal(fillErrors(a.getSnapshot().context), { 1: 'RequiredAttribute' });
  a.send({ type: 'fill.change', fieldId: 1, unreadable: unreadableAmount });
  assert.equal(fillErrors(a.getSnapshot().context), {});
});

test('the readings behind them: a time, and a form value as a number', () => {
  assert.equal(['25:61', '24', '9:3'].map((t) => readTime(t)), ['25:61', '24', '9:3'].map((text) => ({ unreadable: 'input.time.invalid', text })));
  assert.equal(readTime('', true), { unreadable: 'input.time.required', text: '' });
  assert.is(readTime(''), '');
  assert.is(readTime('9h30'), '09:30');
  assert.equal([180.5, '', null, '180.5', '180,50', NaN, unreadableAmount].map(numberEntry), [180.5, null, null, 180.5, null, null, unreadableAmount]);
});

test.run();
