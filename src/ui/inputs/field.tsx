import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleError } from './field-rules';

/** What the control of a field receives: its id and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldCommon {
  /** A translation key (RequiredAttribute…) or a server sentence, shown as is when no key matches. */
  error?: string | null;
  /** Spec 1 section 5: an error waits for the field to be touched. Left out, a given error shows at once. */
  touched?: boolean;
  /** A short help under the control, read with it. */
  hint?: ReactNode;
  /** Adds the required marker to the label. */
  required?: boolean;
  /** Classes beside 'field', for the area's layout. */
  className?: string;
  /** The caller's namespace, searched before 'common' for the error key. */
  ns?: string;
}

export interface FieldProps extends FieldCommon {
  label: ReactNode;
  id?: string;
  /** A checkbox or radio: the control first, its label after it on the same line. */
  inline?: boolean;
  /** A label for screen readers only (a search box whose placeholder says it). */
  labelHidden?: boolean;
  /** One control element (it is given the id and aria attributes), or a function placing them itself. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

/** The error and hint of a field, with the ids that link them to what they describe. */
function useFieldNotes(base: string, p: FieldCommon) {
  const { t } = useTranslation(p.ns ? [p.ns, 'common'] : 'common');
  const shown = visibleError(p.error, p.touched ?? true);
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [shown ? errorId : null, p.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {p.hint ? (
        <small id={hintId} className="field-hint muted">
          {p.hint}
        </small>
      ) : null}
      {shown ? (
        <span id={errorId} className="field-error" role="alert">
          {t(shown)}
        </span>
      ) : null}
    </>
  );
  return { invalid: shown ? (true as const) : undefined, describedBy, notes };
}

const classes = (extra: string | undefined, ...more: (string | false)[]) => ['field', ...more, extra].filter(Boolean).join(' ');

/**
 * The one form field: a label tied to its control by id, the control marked
 * invalid and described by the (translated, announced) error and the hint.
 * The label's id is the control's id with '-label' (a button-like control
 * such as the date picker names itself with it).
 */
export function Field({ label, id, inline, labelHidden, children, ...p }: FieldProps) {
  const autoId = useId();
  const childId = isValidElement(children) ? (children.props as { id?: string }).id : undefined;
  const controlId = childId ?? id ?? `field-${autoId}`;
  const { invalid, describedBy, notes } = useFieldNotes(controlId, p);
  const aria: FieldControlProps = { id: controlId, 'aria-invalid': invalid, 'aria-describedby': describedBy };
  const control =
    typeof children === 'function'
      ? children(aria)
      : cloneElement(children as ReactElement<Record<string, unknown>>, {
          id: controlId,
          // A control that already says it is invalid keeps saying it.
          'aria-invalid': invalid ?? (children.props as Record<string, unknown>)['aria-invalid'],
          'aria-describedby': describedBy,
        });
  const text = (
    <label htmlFor={controlId} id={`${controlId}-label`} className={labelHidden ? 'field-label visually-hidden' : 'field-label'}>
      {label}
      {p.required ? ' *' : null}
    </label>
  );
  return (
    <div className={classes(p.className, !!inline && 'field-inline')}>
      {inline ? control : text}
      {inline ? text : control}
      {notes}
    </div>
  );
}

export interface FieldGroupProps extends FieldCommon {
  legend: ReactNode;
  children: ReactNode;
}

/** Several controls answering one question (checkboxes, radios, a pair of inputs): a fieldset named by its legend. */
export function FieldGroup({ legend, children, ...p }: FieldGroupProps) {
  const autoId = useId();
  const { describedBy, notes } = useFieldNotes(`group-${autoId}`, p);
  // No aria-invalid here: ARIA 1.2 allows it on the controls' roles, not on a group. The error is the group's description.
  return (
    <fieldset className={classes(p.className)} aria-describedby={describedBy}>
      <legend>
        {legend}
        {p.required ? ' *' : null}
      </legend>
      {children}
      {notes}
    </fieldset>
  );
}
