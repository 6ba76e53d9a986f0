/** How long the link of a ready export (in the e-mail, or shown on the page) can be followed. */
export const EXPORT_LINK_TTL_MS = 24 * 3_600_000;
