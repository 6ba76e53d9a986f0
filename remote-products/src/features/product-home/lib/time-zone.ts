/** The IANA zone of this browser, so "a day" on the chart is the user's day. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
