/** The largest cost bucket of the deck's cost curve: this cost and above share the last bar. */
export const CURVE_TOP = 7;
