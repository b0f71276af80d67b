import { useEffect } from 'react';
import type { FormSummary } from '../../domain/forms';
import { useLiveLifecycle } from '../../kernel/use-live-lifecycle';
import { formPublicationMachine, publicationSnapshot, type PublicationEvent } from '../../../machines/forms/form-publication.machine';
import { onFormMoved } from './forms-events';

/**
 * A form's publication (spec 3 section 4) as a live actor standing at the
 * form's state: its row asks it what may be done, and it takes each move the
 * server accepted (emitFormMoved, from the row or the settings panel).
 */
export function usePublication(form: FormSummary) {
  const { snapshot, send } = useLiveLifecycle(formPublicationMachine, {
    identity: String(form.id),
    status: `${form.state}:${form.wasPublished}`,
    snapshot: publicationSnapshot(form.state, form.wasPublished),
    standsAt: (live) => live.value === form.state,
  });
  useEffect(() => onFormMoved((id, type) => id === form.id && send({ type })), [form.id, send]);
  return snapshot!;
}
export type { PublicationEvent };
