// Share pages of the image host (https://ibb.co/AbC123) are HTML pages, not images; the
// direct file lives on its i. subdomain. Admins paste either, so both forms are accepted.
const SHARE_PAGE = /^https?:\/\/(?:www\.)?ibb\.co\/([A-Za-z0-9]+)\/?(?:[?#].*)?$/i;

/** Rewrites an image host share-page link to a direct .jpg link; any other value is returned trimmed. */
export function toDirectImageUrl(value: string): string {
  const url = value.trim();
  const match = SHARE_PAGE.exec(url);
  return match ? `https://i.ibb.co/${match[1]}/image.jpg` : url;
}
