import { FieldType } from '../domain/forms';
import { answerText } from '../domain/form-validation';
import { formatStoredDay, formatStoredNumber } from './format';

/**
 * A form's answer as a person reads it, for the response panel and the responses list's preview alike: a Number
 * and a Date or DateTime's day in the reader's writing, choices by their labels, other answers as typed. Apart from
 * format.ts, which is in the first load: the forms' schemas (zod) come with this one only.
 */
export function writtenAnswer(field: { fieldType: number; parametres: string | null | undefined }, response: string | null | undefined, lang?: string): string {
  if (field.fieldType === FieldType.Number) return formatStoredNumber(response, lang);
  if (field.fieldType === FieldType.Date || field.fieldType === FieldType.DateTime) return formatStoredDay(response, lang);
  return answerText(field, response);
}
