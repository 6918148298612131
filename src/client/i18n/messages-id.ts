/** The script element index.html carries the page's compiled messages in (server/http/index-html.ts). */
export const MESSAGES_ID = "hangs-messages";
