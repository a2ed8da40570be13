// Limits of the PDF routes, shared with the pages that link to them.

/** Units in one favourites PDF (sales-data's list limit is far above; a longer list is refused). */
export const UNITS_PDF_MAX = 100;

/** PDFs per visitor address per window: a buyer takes a few; a script asking for more costs sales-data CPU. */
export const PDF_RATE_LIMIT = { limit: 30, windowMs: 5 * 60_000 } as const;
