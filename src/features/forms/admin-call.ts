import { toast } from '../../ui/toast-store';
import { errorMessage } from '../../api/api-error';
import { changes, type FormMove } from '../../realtime/changes';

/**
 * Runs one administration call: success toast (naming the move and the form's
 * title when given: 'Formulaire « Satisfaction » publié'), the forms' change
 * feed told (with the publication move it made, if any), or the server's message.
 */
export async function act(p: Promise<unknown>, after?: () => void, move?: FormMove, title?: string, doneKey?: string) {
  try {
    await p;
    told(move, title, doneKey);
    after?.();
  } catch (e) {
    toast.error(errorMessage(e), { ns: ['forms', 'common'] });
  }
}

/** A forms administration call succeeded: said (naming the move, or what `doneKey` says, with the form's title when given), and the forms' change feed told. */
export function told(move?: FormMove, title?: string, doneKey?: string) {
  if (doneKey && title !== undefined) toast.done('forms', doneKey, title);
  else if (move && title !== undefined) toast.done('forms', `toast.${move.move}`, title);
  else toast.success();
  changes.forms.push(move);
}
