/** The dashboard's entry: the shell sends the user on from there (product home, waiting page…). */
export const DASHBOARD_ENTRY = '/app';
