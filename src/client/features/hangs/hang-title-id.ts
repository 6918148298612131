/** The id of the hang page's title, where focus goes when the welcome dialog closes. */
export const HANG_TITLE_ID = "hang-title";
