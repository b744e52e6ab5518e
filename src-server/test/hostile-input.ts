import fc from 'fast-check';

// Arbitrary request input for property tests: JSON bodies written out by hand (so keys such as
// __proto__ reach the server as sent), multipart forms built byte by byte, and raw query strings.

/** Field names our forms and filters use, so generated input also gets past the first checks. */
const FIELD_NAMES = [
  'name',
  'description',
  'price',
  'category_id',
  'condition',
  'location',
  'images',
  'image',
  'status',
  'content',
  'content_type',
  'content_id',
  'email',
  'password',
  'displayName',
  'recipient_id',
  'product_id',
  'targetType',
  'targetId',
  'reason',
  'action',
  'role',
  'title',
  'excerpt',
  'tags',
  'product_name',
  'rating',
  'is_helpful',
  'original_price',
  'discounted_price',
  'currentPassword',
  'newPassword',
  'bio',
  'profileImageUrl',
  'first_name',
  'last_name',
  'q',
  'search',
  'page',
  'limit',
  'sort',
  'category',
  'minPrice',
  'maxPrice',
  'seller',
  'type',
  'vote',
];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'];
const BRACKETED_KEYS = ['images[0]', 'images[10000000]', 'price[x]', 'name[]', 'a[b][c]', '[0]', 'tags[__proto__]', 'a.b', 'name]', ''];

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, ...BRACKETED_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const HUGE = ['x'.repeat(70_000), '😀'.repeat(20_000), `${'9'.repeat(5_000)}`];
const TRICKY_TEXT = [
  '',
  ' ',
  '\u0000',
  'admin',
  'user',
  'active',
  'sold',
  'draft',
  'pending',
  'approved',
  'rejected',
  'blog',
  'product',
  'review',
  'approve',
  'scam',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '0x10',
  '007',
  '12.345',
  '<script>alert(1)</script>',
  '/uploads/../../session-secret',
  '/uploads/missing.webp',
  'https://evil.example/x.png',
  'javascript:alert(1)',
  '\u202e\u0301',
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_TEXT) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

const NUMBERS = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE];

/** JSON text of a value: nested objects (any keys, repeated ones too), arrays, and every kind of leaf. */
export const hostileJsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant('null'),
    fc.boolean().map(String),
    fc.oneof(fc.integer(), fc.constantFrom(...NUMBERS)).map((n) => JSON.stringify(n)),
    hostileText.map((text) => JSON.stringify(text)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 }).map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    // a long array, and nesting deep enough to trouble anything that recurses
    fc.constant(`[${Array(20_000).fill('1').join(',')}]`),
    fc.constant(`${'['.repeat(3_000)}${']'.repeat(3_000)}`),
    fc.constant(`${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`),
  ),
})).value;

/** A JSON body: mostly an object of fields, sometimes anything else JSON allows. */
export const hostileJsonBody: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(hostileKey, hostileJsonValue), { maxLength: 8 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  },
  { weight: 1, arbitrary: hostileJsonValue },
);

export interface MultipartForm {
  boundary: string;
  body: Buffer;
}

const part = fc.record({
  name: hostileKey,
  value: hostileText,
  // sometimes a file: a few random bytes, or nothing, under any name and claimed type
  file: fc.option(
    fc.record({
      filename: fc.constantFrom('photo.jpg', 'a.svg', '../../evil.png', '', 'x'.repeat(300)),
      type: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream'),
      bytes: fc.uint8Array({ maxLength: 64 }),
    }),
    { freq: 4 },
  ),
});

/** A multipart form written by hand: names are sent exactly as generated, quotes and brackets included. */
export const hostileMultipart: fc.Arbitrary<MultipartForm> = fc.array(part, { maxLength: 8 }).map((parts) => {
  const boundary = 'fuzz-boundary-7d3a';
  const chunks: Buffer[] = [];
  for (const { name, value, file } of parts) {
    const disposition = file ? `form-data; name="${name}"; filename="${file.filename}"` : `form-data; name="${name}"`;
    const type = file ? `\r\nContent-Type: ${file.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(file ? Buffer.from(file.bytes) : Buffer.from(value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, body: Buffer.concat(chunks) };
});

/** A raw query string: values escaped, brackets in keys left as typed (a[10000000]=1). */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      hostileKey,
      fc.oneof(
        hostileText.filter((text) => text.length < 2_000),
        fc.constant(''),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`).join('&'));
