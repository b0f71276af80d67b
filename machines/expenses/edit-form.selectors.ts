import type { SnapshotFrom } from 'xstate';
import { isFilled, type editFormMachine } from './edit-form.machine';

type Snap = SnapshotFrom<typeof editFormMachine>;

/** Required fields still empty, shown once the user tried to submit. */
export const selectMissing = (s: Snap): string[] => (s.context.attempted ? s.context.required.filter((k) => !isFilled(s.context.values[k])) : []);
export const selectBusy = (s: Snap) => s.hasTag('busy');
export const selectError = (s: Snap) => s.context.error;
export const selectValues = (s: Snap) => s.context.values;
/** The upload child while a submit sends (absent otherwise). */
export const selectUpload = (s: Snap) => s.children.upload;
/** The user tried to send: every field's message shows. */
export const selectAttempted = (s: Snap) => s.context.attempted;
