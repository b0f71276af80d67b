/**
 * Nothing has the keyboard: what had it is gone (a closed panel or dialog, a row drawn again), or it is parked on a
 * dialog's own frame (Radix puts it there when the control that had it is removed). Focus is given back only then. A
 * person who has already gone elsewhere (opened a menu while a panel's exit ran) stays where they are: taking the
 * focus from them would also close that menu, which closes when the focus leaves it.
 */
export function focusLost(): boolean {
  const at = document.activeElement;
  return at === null || at === document.body || at.matches('[role=dialog], [role=alertdialog]');
}
