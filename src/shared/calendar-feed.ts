// A calendar feed's URL as the links calendar apps take: webcal:// opens the subscribe dialog of
// Apple Calendar and Outlook; Google Calendar adds a calendar "by URL" from its cid parameter.

export interface FeedLink {
  /** https://…/feed/{secret}.ics */
  url: string;
}

export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, "webcal://");
}

export function googleSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcalUrl(feedUrl) })}`;
}
