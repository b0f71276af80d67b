import * as z from 'zod';

/**
 * Guided tours are data: steps that say what they explain (a translation key
 * of the demo namespace), where (a target found by CSS, role and accessible
 * name, or label, all names given as translation keys) and what the product
 * owner's Next does there (click, type, choose, switch persona, navigate).
 */
const text = z.string().min(1);
/** A value typed or chosen: a literal, a translation key, a number, or a day counted from the demo's today. */
export const tourValue = z.union([
  z.object({ literal: z.string() }),
  z.object({ key: text }),
  /** Typed as the interface language writes it (120,50 in French, 120.50 in English), as the numeric inputs read it; money with its two decimals. */
  z.object({ number: z.number(), money: z.boolean().optional() }),
  z.object({
    daysFromToday: z.number().int(),
    weekday: z.number().int().min(0).max(6).optional(),
    /** The second half of December is the company's inventory closure: jump three weeks. */
    avoidYearEnd: z.boolean().optional(),
    plusDays: z.number().int().optional(),
  }),
]);
export type TourValue = z.infer<typeof tourValue>;

export const tourTarget = z.object({
  css: z.string().optional(),
  role: z.enum(['button', 'menuitem', 'link', 'switch', 'checkbox']).optional(),
  /** Accessible name as a translation key; matches exactly or as the start of a longer name. */
  name: text.optional(),
  /** Accessible name containing this value (data typed earlier in the tour). */
  nameHas: tourValue.optional(),
  /** The control of the label whose text starts with this translation. */
  label: text.optional(),
  /** Only inside the topmost open dialog. */
  inDialog: z.boolean().optional(),
  /** Inside the table row that shows this value. */
  row: tourValue.optional(),
  /** Take the last match instead of the first. */
  last: z.boolean().optional(),
});
export type TourTarget = z.infer<typeof tourTarget>;

export const tourAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('click') }),
  z.object({ kind: z.literal('type'), value: tourValue }),
  z.object({ kind: z.literal('select'), value: tourValue }),
  z.object({ kind: z.literal('persona'), persona: z.enum(['employee', 'manager', 'hr', 'owner', 'support']), then: z.string().startsWith('/') }),
  z.object({ kind: z.literal('navigate'), path: z.string().startsWith('/') }),
  /** Opens the date-range picker the target is and picks the first then the last day in its calendar. */
  z.object({ kind: z.literal('pickRange'), start: tourValue, end: tourValue }),
]);
export type TourAction = z.infer<typeof tourAction>;

export const tourStep = z.object({ text, target: tourTarget.optional(), action: tourAction });
export type TourStep = z.infer<typeof tourStep>;

export const tourDef = z.object({ id: z.string().min(1), title: text, steps: z.array(tourStep).min(1) });
export type TourDef = z.infer<typeof tourDef>;
