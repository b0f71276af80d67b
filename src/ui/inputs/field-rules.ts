/** Spec 1 section 5: a field's error shows only once the field has been touched. */
export function visibleError(error: string | null | undefined, touched: boolean | undefined): string | null {
  return touched && error ? error : null;
}
