import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleError } from './field-rules';

export interface FieldProps {
  label: ReactNode;
  /** A translation key (RequiredAttribute…) or a server sentence, shown as is when no key matches. */
  error?: string | null;
  touched?: boolean;
  children: ReactNode;
  id?: string;
  /** The caller's namespace, searched before 'common' for the error key. */
  ns?: string;
}

/**
 * A labelled form field. A single child element gets the id, aria-invalid and
 * aria-describedby, so the label and the error reach screen readers.
 */
export function Field({ label, error, touched, children, id, ns }: FieldProps) {
  const { t } = useTranslation(ns ? [ns, 'common'] : 'common');
  const autoId = useId();
  const fieldId = id ?? `field-${autoId}`;
  const shown = visibleError(error, touched);
  const errorId = `${fieldId}-error`;
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        id: (children.props as { id?: string }).id ?? fieldId,
        'aria-invalid': shown ? true : undefined,
        'aria-describedby': shown ? errorId : undefined,
      })
    : children;
  const controlId = isValidElement(children) ? ((children.props as { id?: string }).id ?? fieldId) : fieldId;
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {control}
      {shown ? (
        <span id={errorId} className="field-error" role="alert">
          {t(shown)}
        </span>
      ) : null}
    </div>
  );
}
