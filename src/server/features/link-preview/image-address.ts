// Where a hang's preview image is: beside its page, named by language and version. The version
// changes whenever what the image draws changes, so a messenger that cached the old address asks
// for the new one, and each address can be cached for good.
import { cardVersion, type PreviewCard } from "./card-text.ts";

export const IMAGE_PATH = "/hang/:id/preview.png";

/** `pageUrl` is the hang's page, `${publicUrl}/hang/${id}`. */
export function previewImageUrl(pageUrl: string, card: PreviewCard): string {
  const query = new URLSearchParams({ lang: card.locale, v: cardVersion(card) });
  return `${pageUrl}/preview.png?${query}`;
}
