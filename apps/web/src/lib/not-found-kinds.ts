// The two 404 screens of spec §8, as NotFoundScreen (platform/errors) marks them in the page
// (data-error-kind). Here, not there, so that browser code can find them without loading the
// error screens' components (vitals).
export const NOT_FOUND_KINDS = ['invalid-parameter', 'no-route'] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

/** A selector that finds a 404 screen in the page (the browser's code reads it: vitals). */
export const NOT_FOUND_SCREEN = NOT_FOUND_KINDS.map((kind) => `[data-error-kind="${kind}"]`).join(', ');
