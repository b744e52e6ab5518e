import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './site-routes';

describe('isKnownRoute', () => {
  it('knows every screen, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/marketplace',
      '/marketplace/listing/12',
      '/blog/post/a-slug',
      '/reviews/glide',
      '/deals/3/',
      '/faq',
      '/admin/blog/edit/4',
      '/desktop/setup',
    ]) {
      expect(isKnownRoute(path), path).toBe(true);
    }
  });

  it('knows nothing else', () => {
    for (const path of ['/nope', '/blog/post', '/blog/post/a/b', '/marketplace/listing', '/faq/more', '/assets/index-1.js', '//', '/reviewsx']) {
      expect(isKnownRoute(path), path).toBe(false);
    }
  });
});
