import { useId, useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { Field } from './inputs/field';

/** What a reason dialog confirms: the reason typed, and what was chosen beside it (a refund's payer). */
export interface ReasonValue {
  reason: string;
  choice?: string;
}

/**
 * What is chosen beside the reason: one of a list (a refund's payer, required)
 * or a switch (an intervention closed as solved: the choice is `on` while it
 * is on, nothing while off).
 */
export type ReasonChoice = { label: string; placeholder: string; options: Array<{ value: string; text: string }> } | { label: string; on: string };

/** What the dialog sends a decided record's statechart (machines/shared/decided-record.ts: ReasonEvent). */
type ReasonMachineEvent = { type: 'reason.confirm'; reason: string; choice?: string } | { type: 'reason.cancel' };

/**
 * The dialog's part that comes from the record's statechart: up while it asks
 * (its `asking` tag, kept while the decision it asked for runs), busy while
 * the call runs, the reason and choice it kept, its failure (translated by
 * `say`), whether it takes a confirmation (`can`), and the events it is sent.
 */
export function drivenBy(
  snapshot: { hasTag(tag: string): boolean; can(event: ReasonMachineEvent): boolean; context: { reason: string; choice: string; error: string | null } },
  send: (event: ReasonMachineEvent) => void,
  say: (key: string) => string,
) {
  return {
    open: snapshot.hasTag('asking'),
    busy: snapshot.hasTag('busy'),
    reason: snapshot.context.reason,
    choiceValue: snapshot.context.choice,
    error: snapshot.context.error && say(snapshot.context.error),
    accepts: (value: ReasonValue) => snapshot.can({ type: 'reason.confirm', ...value }),
    onConfirm: (value: ReasonValue) => send({ type: 'reason.confirm', ...value }),
    onCancel: () => send({ type: 'reason.cancel' }),
  };
}

/**
 * The one dialog that asks a reason before a refusal (a leave, a document
 * request, an expense note's refusal, cancellation or refund), or a remark
 * (an intervention's close). The record's statechart drives it: it is open
 * while the machine asks (and while the decision it asked for runs), busy
 * while that call runs, says the server's message when the call failed, and
 * starts from the reason the machine kept,
 * so a failure loses nothing; closed without confirming, it keeps what was
 * typed for its return. Whether a confirmation is taken is the
 * machine's to say (`accepts`, its `can()`): the dialog only names what is
 * missing. A confirmation sent once disables the button until the machine
 * answers.
 */
export function ReasonDialog(props: {
  open: boolean;
  busy: boolean;
  title: string;
  /** What is refused, for whom ('Ilyas Mernissi · Congé annuel · 14/12/2026'), where the dialog stands over a list. */
  about?: ReactNode;
  label: string;
  confirmLabel: string;
  danger?: boolean;
  /** The reason (and choice) the machine kept from the last try. */
  reason: string;
  choiceValue?: string;
  choice?: ReasonChoice;
  /** The server's message of the decision that failed, translated. */
  error?: string | null;
  accepts(value: ReasonValue): boolean;
  onConfirm(value: ReasonValue): void;
  onCancel(): void;
}) {
  const ids = useId();
  const choice = props.choice;
  const [draft, setDraft] = useState<Required<ReasonValue> | null>(null);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  // Closed once a confirmation was sent: what was typed lives on in the machine (props.reason), not here. Closed by
  // Escape or 'Annuler', what was typed waits for the dialog's return (persona review: a reason typed, Escape, and the
  // dialog opened again empty); only the 'required' mark of a refused try goes.
  if (!props.open && (sent || tried)) {
    if (sent) setDraft(null);
    setTried(false);
    setSent(false);
  }
  const value = draft ?? { reason: props.reason, choice: props.choiceValue ?? '' };
  const given: ReasonValue = props.choice ? value : { reason: value.reason };
  const set = (patch: Partial<ReasonValue>) => setDraft({ ...value, ...patch });
  const refused = tried && !props.accepts(given);
  const reasonRequired = !props.accepts({ reason: '', ...(props.choice ? { choice: '-' } : {}) });
  return (
    <DialogFrame
      open={props.open}
      title={props.title}
      onCancel={props.onCancel}
      confirm={
        <button
          type="button"
          className={`btn ${props.danger === false ? 'btn-primary' : 'btn-danger'}`}
          disabled={props.busy}
          aria-busy={props.busy}
          onClick={() => {
            setTried(true);
            if (!props.accepts(given)) return;
            setSent(true);
            props.onConfirm(given);
          }}
        >
          {props.confirmLabel}
        </button>
      }
    >
      <div className="form-grid">
        {props.about ? <div className="reason-about">{props.about}</div> : null}
        {props.error ? (
          <div className="banner banner-error" role="alert">
            {props.error}
          </div>
        ) : null}
        {choice && 'on' in choice ? (
          <Field label={choice.label} inline>
            <input type="checkbox" role="switch" checked={value.choice === choice.on} disabled={props.busy} onChange={(e) => set({ choice: e.target.checked ? choice.on : '' })} />
          </Field>
        ) : choice ? (
          <Field label={choice.label} required error={refused && !value.choice ? 'RequiredAttribute' : null}>
            <select id={`${ids}-choice`} value={value.choice} disabled={props.busy} onChange={(e) => set({ choice: e.target.value })}>
              <option value="">{choice.placeholder}</option>
              {choice.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.text}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label={props.label} required={reasonRequired} error={refused && !value.reason.trim() ? 'RequiredAttribute' : null}>
          <textarea id={`${ids}-reason`} className="input" rows={3} value={value.reason} readOnly={props.busy} onChange={(e) => set({ reason: e.target.value })}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opened to ask the reason: focus goes to the field that answers it (the APG dialog pattern)
            autoFocus
          />
        </Field>
      </div>
    </DialogFrame>
  );
}
