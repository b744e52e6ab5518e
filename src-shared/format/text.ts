/** Longer than the limit → cut to the limit plus '...'. */
export function truncate(text: string | null | undefined, limit: number): string {
  const value = text ?? '';
  return value.length > limit ? `${value.slice(0, limit)}...` : value;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** HTML → plain text: tags removed, common entities decoded, white space folded. */
export function stripMarkup(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Blog excerpt: markup stripped, cut to the limit (150 on cards, 100 on related articles), '...' appended. */
export function excerpt(html: string | null | undefined, limit = 150): string {
  return truncate(stripMarkup(html), limit);
}
