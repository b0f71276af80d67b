import i18next from 'i18next';
import { toast } from '../../ui/toast-store';
import { errorMessage } from '../../api/api-error';
import { emitFormsChanged } from './forms-events';

/** Runs one administration call: success toast and reload, or the server's message. */
export async function act(p: Promise<unknown>, after: () => void) {
  try {
    await p;
    toast.success();
    emitFormsChanged();
    after();
  } catch (e) {
    // Server keys of this area (Form.IllegalMove…) live in the forms namespace, which the toast region does not read.
    toast.error(i18next.t(errorMessage(e), { ns: ['forms', 'common'] }));
  }
}
