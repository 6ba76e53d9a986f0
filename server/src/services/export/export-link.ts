/**
 * How long a ready export's link (in the e-mail, or shown on the page) can be followed, counted from
 * when it was ready; then its file is deleted.
 */
export const EXPORT_LINK_TTL_MS = 24 * 3_600_000;
