import type { FormSummary } from '../../domain/forms';
import { useLiveLifecycle } from '../../kernel/use-live-lifecycle';
import { formPublicationMachine, publicationSnapshot } from '../../../machines/forms/form-publication.machine';
import { useChanges } from '../../kernel/use-changes';
import { changes } from '../../realtime/changes';

/**
 * A form's publication (spec 3 section 4) as a live actor standing at the
 * form's state: its row asks it what may be done, and it takes each move the
 * server accepted (pushed on the forms' change feed by the row or the settings panel).
 */
export function usePublication(form: FormSummary) {
  const { snapshot, send } = useLiveLifecycle(formPublicationMachine, {
    identity: String(form.id),
    status: `${form.state}:${form.wasPublished}`,
    snapshot: publicationSnapshot(form.state, form.wasPublished),
    standsAt: (live) => live.value === form.state,
  });
  useChanges(changes.forms, (c) => c?.formId === form.id && send({ type: c.move }));
  return snapshot!;
}
