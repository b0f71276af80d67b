/**
 * The one status colour table (issue 34 item 7): badges, charts and
 * calendars read a status's colour here and nowhere else. The spec's rule
 * (spec 2 section 4, spec 4 section 4): accepted green, pending orange,
 * cancelled or rejected red. Refunded, which the spec leaves open, is blue:
 * a closed, paid note, told apart from an accepted one still to pay. A draft
 * is grey; an intervention assigned to someone is blue (spec 4).
 */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** What each tone means, the words every area's statuses are mapped through. */
const toneOf = { accepted: 'success', pending: 'warning', rejected: 'danger', cancelled: 'danger', refunded: 'info', draft: 'neutral', assigned: 'info' } as const satisfies Record<string, Tone>;

export const statusTones = {
  leave: { En_Cour: toneOf.pending, Accepter: toneOf.accepted, Refuser: toneOf.rejected, Annuler: toneOf.cancelled, Holiday_Canceled: toneOf.cancelled },
  expenses: { draft: toneOf.draft, pending: toneOf.pending, success: toneOf.accepted, refund: toneOf.refunded, rejected: toneOf.rejected, canceled: toneOf.cancelled },
  documents: { onHold: toneOf.pending, accepted: toneOf.accepted, refused: toneOf.rejected, processed: toneOf.refunded },
  formResponses: { onHold: toneOf.pending, accept: toneOf.accepted, refuse: toneOf.rejected },
  approvals: { pending: toneOf.pending, approved: toneOf.accepted, refused: toneOf.rejected },
  interventions: { Pending: toneOf.pending, Progressing: toneOf.pending, Affected: toneOf.assigned, Solved: toneOf.accepted, Closed: toneOf.rejected },
} as const satisfies Record<string, Record<string, Tone>>;

/** The badge class of a tone (src/styles/app.css `.badge-*`). */
export const badgeOf = (tone: Tone) => `badge-${tone}` as const;

/** The tone as a paint: the stylesheet's variable in the page (charts). */
export const paintOf = (tone: Tone) => (tone === 'neutral' ? 'var(--muted)' : `var(--${tone})`);

/** The same colours as values, for what the server paints (calendar events); tests keep them equal to app.css's variables. */
export const toneHex: Record<Exclude<Tone, 'neutral'>, string> = { success: '#2e8b57', warning: '#d98a00', danger: '#c8372d', info: '#2f74c0' };
