import { toast } from '../../ui/toast-store';
import { errorMessage } from '../../api/api-error';
import { changes, type FormMove } from '../../realtime/changes';

/**
 * Runs one administration call: success toast (naming the move and the form's
 * title when given: 'Formulaire « Satisfaction » publié'), the forms' change
 * feed told (with the publication move it made, if any), or the server's message.
 */
export async function act(p: Promise<unknown>, o: { after?: () => void; move?: FormMove; title?: string; said?: Said } = {}) {
  try {
    await p;
    told(o.move, o.title, o.said);
    o.after?.();
  } catch (e) {
    toast.error(errorMessage(e), { ns: ['forms', 'common'] });
  }
}

/** What a call's success says when it is not a publication move: a key of the forms words and what fills it ({0}, {1}…). */
export interface Said {
  key: string;
  objects: Array<string | number>;
}

/** A forms administration call succeeded: said (what `said` says, or the move with the form's title when given), and the forms' change feed told. */
export function told(move?: FormMove, title?: string, said?: Said) {
  if (said) toast.done('forms', said.key, ...said.objects);
  else if (move && title !== undefined) toast.done('forms', `toast.${move.move}`, title);
  else toast.success();
  changes.forms.push(move);
}
