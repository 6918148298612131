/** The id of the hang page's title, where focus goes when the welcome note is put away. */
export const HANG_TITLE_ID = "hang-title";
