// The two 404 screens of spec §8, as NotFoundScreen marks them in the page (data-error-kind).
export const NOT_FOUND_KINDS = ['invalid-parameter', 'no-route'] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

/** A selector that finds a 404 screen in the page (the browser's code reads it: vitals). */
export const NOT_FOUND_SCREEN = NOT_FOUND_KINDS.map((kind) => `[data-error-kind="${kind}"]`).join(', ');
