import sanitize from 'sanitize-html';
import { badRequest } from '../http/http-error';

/** The tags the spec allows in admin-written blog posts and reviews. */
export const ALLOWED_TAGS = ['img', 'iframe', 'h2', 'h3', 'p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote'];

// Video embeds only, on the hosts the Content-Security-Policy's frame-src allows.
const EMBEDS: Record<string, RegExp> = {
  'www.youtube.com': /^\/embed\/[\w-]+$/,
  'www.youtube-nocookie.com': /^\/embed\/[\w-]+$/,
  'player.vimeo.com': /^\/video\/\d+$/,
};

function isVideoEmbed(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    const path = EMBEDS[url.hostname];
    return url.protocol === 'https:' && !url.username && !url.port && path !== undefined && path.test(url.pathname);
  } catch {
    return false;
  }
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    // loading is set by the img transform, which runs before attributes are filtered
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'allow', 'sandbox', 'referrerpolicy'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: Object.keys(EMBEDS),
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'noembed', 'noframes', 'svg', 'math'],
  // an iframe's text is raw text no browser shows; kept, it would be escaped again at every cleaning
  textFilter: (text, tagName) => (tagName === 'iframe' ? '' : text),
  transformTags: {
    // headings and blocks outside the list keep their structure as the nearest allowed tag
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
    section: 'p',
    article: 'p',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs['href'] ? { href: attribs['href'] } : {}),
        ...(attribs['title'] ? { title: attribs['title'] } : {}),
        ...(attribs['target'] === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    // a fixed permission set and sandbox: the embed plays video and nothing more
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs['src'] ? { src: attribs['src'] } : {}),
        title: attribs['title'] || 'Embedded video',
        ...(attribs['width'] ? { width: attribs['width'] } : {}),
        ...(attribs['height'] ? { height: attribs['height'] } : {}),
        allow: 'encrypted-media; picture-in-picture; fullscreen',
        allowfullscreen: '',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
        referrerpolicy: 'strict-origin-when-cross-origin',
      },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'iframe') return !isVideoEmbed(frame.attribs['src']);
    if (frame.tag === 'img') return !frame.attribs['src'];
    return false;
  },
};

/** Admin HTML as visitors may see it: the allowed tags only, no scripts, handlers or unsafe URLs. */
export function sanitizeHtml(html: string): string {
  // One pass can leave markup that reads differently when parsed again: <h4><h3> becomes <h3><h3>,
  // which the parser splits into two headings only on the next read. Saved content is shown and
  // edited again, so it is cleaned until another pass changes nothing (twice is enough in practice).
  let clean = sanitize(html, OPTIONS).trim();
  for (let pass = 0; pass < 4; pass += 1) {
    const again = sanitize(clean, OPTIONS).trim();
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** True when sanitised HTML still shows something: text, an image or an embed. */
export function hasVisibleContent(html: string): boolean {
  return /<(img|iframe)\b/i.test(html) || sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}

/** A rich-text body made safe to store; one with nothing a reader would see is refused with 400 on content. */
export function cleanRichContent(content: string, message: string): string {
  const clean = sanitizeHtml(content);
  if (!hasVisibleContent(clean)) throw badRequest(message, { content: 'Content is required' });
  return clean;
}
