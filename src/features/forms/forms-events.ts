import type { PublicationEvent } from '../../../machines/forms/form-publication.machine';

/** Panels tell the forms page to reload after a change (they are drawn outside it). */
const listeners = new Set<() => void>();
export const onFormsChanged = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
export const emitFormsChanged = () => listeners.forEach((l) => l());

/** A publication move the server accepted (publish from the settings panel, archive from a row…): the form's lifecycle takes it. */
type MoveListener = (formId: number, type: PublicationEvent['type']) => void;
const moveListeners = new Set<MoveListener>();
export const onFormMoved = (l: MoveListener) => (moveListeners.add(l), () => void moveListeners.delete(l));
export const emitFormMoved: MoveListener = (formId, type) => moveListeners.forEach((l) => l(formId, type));
