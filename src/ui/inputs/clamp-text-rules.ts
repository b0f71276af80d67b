/** Spec 1 sections 5 and 9: long text clamps to 2 lines; the expand button appears above 180 characters. */
export const CLAMP_LINES = 2;
export const EXPAND_ABOVE = 180;
export const needsExpand = (text: string | null | undefined) => (text ?? '').length > EXPAND_ABOVE;
