// The private link mailed to a guest: /hang/{id}?response={responseId}&key={secret}. Opening it
// makes this browser the response's owner (as if it had sent the answer), then the secret leaves
// the address bar so it is not bookmarked, shared or kept in history by accident.
import { useEffect, useState } from "react";
import { type OwnResponse, saveOwnResponse } from "../../lib/storage.ts";

const RESPONSE_PARAM = "response";
const KEY_PARAM = "key";

/** The response and its secret carried by a mailed link, if the query has both. */
export function mailedResponse(search: string): OwnResponse | undefined {
  const params = new URLSearchParams(search);
  const responseId = params.get(RESPONSE_PARAM)?.trim();
  const secret = params.get(KEY_PARAM)?.trim();
  return responseId && secret ? { responseId, secret } : undefined;
}

/** The same address without the link's two parameters; any others (host=true) stay. */
export function withoutMailedResponse(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(RESPONSE_PARAM);
  url.searchParams.delete(KEY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Stores a mailed link's response for this hang before the page's views read the stored responses
 * (hence the state initializer), then strips the parameters with history.replaceState. True when
 * the page was opened from such a link: it opens on the answer's form.
 */
export function useMailedResponseLink(hangId: string): boolean {
  const [found] = useState(() => {
    const own = mailedResponse(window.location.search);
    if (own) saveOwnResponse(hangId, own);
    return Boolean(own);
  });
  useEffect(() => {
    if (found)
      window.history.replaceState(window.history.state, "", withoutMailedResponse(window.location.href));
  }, [found]);
  return found;
}
