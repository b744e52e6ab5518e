import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeHtml } from './sanitize-html';

// Vectors from the OWASP XSS filter evasion cheat sheet and html5sec.org, plus broken markup.
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.jpg" onerror="alert(1)" onload="alert(2)">',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//evil.example/a.jpg">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
  '<iframe src="https://www.youtube.com/redirect?q=https://evil.example"></iframe>',
  '<iframe src="https://player.vimeo.com/../evil"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<div onclick="alert(1)">x</div>',
  '<p>unclosed <strong>bold <script>alert(1)',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example"<script>alert(1)</script>>x</a>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<p>x</p><img src="https://ok.example/a.jpg" srcset="javascript:alert(1)">',
];

describe('sanitizeHtml against XSS vectors', () => {
  it.each(XSS_VECTORS)('%s leaves no script, handler or unsafe URL', (vector) => {
    const clean = sanitizeHtml(vector);
    expect(clean).not.toMatch(/<script|<svg|<math|<object|<embed|<form|<input|<style|<link|<meta|<base|<body|<details|<video|<source|<template|<noscript/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|srcdoc|srcset|style=/i);
    expect(clean).not.toMatch(/evil\.example/);
    expect(clean).not.toMatch(/src="\/\//);
  });
});

describe('sanitizeHtml keeps what authors need', () => {
  it('keeps the allowed tags', () => {
    const html = '<h2>A</h2><h3>B</h3><p><strong>c</strong> <em>d</em></p><ul><li>e</li></ul><ol><li>f</li></ol><blockquote>g</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps images from the web and our uploads', () => {
    expect(sanitizeHtml('<img src="https://i.ibb.co/x/a.jpg" alt="Crib">')).toBe('<img src="https://i.ibb.co/x/a.jpg" alt="Crib" loading="lazy" />');
    expect(sanitizeHtml('<img src="/uploads/a.jpg">')).toBe('<img src="/uploads/a.jpg" loading="lazy" />');
  });

  it('gives every link rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://shop.example" target="_blank" rel="opener">Shop</a>')).toBe(
      '<a href="https://shop.example" target="_blank" rel="noopener noreferrer">Shop</a>',
    );
    expect(sanitizeHtml('<a href="/blog" target="_top">Blog</a>')).toBe('<a href="/blog" rel="noopener noreferrer">Blog</a>');
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10',
    'https://player.vimeo.com/video/76979871',
  ])('keeps the video embed %s, sandboxed', (src) => {
    const clean = sanitizeHtml(`<iframe src="${src}" width="560" height="315" allow="camera; microphone"></iframe>`);
    expect(clean).toContain(`src="${src.replace('&', '&amp;')}"`);
    expect(clean).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(clean).not.toContain('camera');
  });

  it('maps headings and blocks outside the list to allowed ones, keeping their text', () => {
    expect(sanitizeHtml('<h1>Title</h1><div>Body</div><span>inline</span>')).toBe('<h2>Title</h2><p>Body</p>inline');
  });

  // found by the property test: a <div> around paragraphs became <p><p>…</p></p>, which the next read
  // (showing or editing the post) split differently, so what was saved was not what was shown
  it.each(['<div><p>Naps</p></div>', '<h1><span><h2>Naps</h2></span></h1>', '<h4><x<y><h3>Naps'])(
    'gives markup that reads the same when cleaned again: %s',
    (html) => {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
      expect(once).toContain('Naps');
    },
  );

  it('drops the text inside a video embed, so cleaning twice changes nothing', () => {
    const once = sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc_1"><img>');
    expect(once).toMatch(/^<iframe src="https:\/\/www.youtube.com\/embed\/abc_1"[^>]*><\/iframe>$/);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('escapes stray angle brackets in text', () => {
    expect(sanitizeHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});

describe('hasVisibleContent', () => {
  it('is false for markup that shows nothing', () => {
    expect(hasVisibleContent(sanitizeHtml('<script>x</script><p> </p>'))).toBe(false);
    expect(hasVisibleContent(sanitizeHtml('<p>Hi</p>'))).toBe(true);
    expect(hasVisibleContent(sanitizeHtml('<img src="https://ok.example/a.jpg">'))).toBe(true);
  });
});
