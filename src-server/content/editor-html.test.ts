import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// The admin's visual editor (src-renderer/features/admin/rich-text-field.tsx) offers only what the
// cleaner keeps: whatever it writes must come back from the cleaner unchanged.
const EDITOR_OUTPUT = [
  '<h2>Why naps matter</h2><h3>Short ones too</h3>',
  '<p><strong>Short</strong> naps <em>add up</em>.</p>',
  '<p><a rel="noopener noreferrer" href="https://example.com/guide">The guide</a> and <a rel="noopener noreferrer" href="mailto:hello@example.com">mail us</a></p>',
  '<ul><li><p>Dark room</p></li></ul><ol><li><p>Feed</p></li><li><p>Sleep</p></li></ol>',
  '<blockquote><p>It worked for us.</p></blockquote>',
  '<img src="https://example.com/nap.jpg">',
];

/**
 * The same markup, read as a browser would: attributes in any order, and without what the cleaner
 * adds by design (lazy loading of images, a self-closing slash).
 */
function normalised(html: string): string {
  return html
    .replace(/ loading="lazy"/g, '')
    .replace(/\s*\/>/g, '>')
    .replace(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*>/g, (_, tag: string, attributes: string) => {
      const sorted = (attributes.match(/[a-z-]+="[^"]*"/g) ?? []).sort();
      return `<${tag}${sorted.map((attribute) => ` ${attribute}`).join('')}>`;
    });
}

describe('the visual editor’s HTML', () => {
  it.each(EDITOR_OUTPUT)('is kept whole by the cleaner: %s', (html) => {
    expect(normalised(sanitizeHtml(html))).toBe(normalised(html));
  });

  it('would fail on anything the cleaner drops', () => {
    expect(normalised(sanitizeHtml('<p><s>struck</s><code>x</code></p>'))).not.toBe(normalised('<p><s>struck</s><code>x</code></p>'));
  });
});
