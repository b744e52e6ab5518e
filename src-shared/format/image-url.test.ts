import { describe, expect, it } from 'vitest';
import { toDirectImageUrl } from './image-url';

describe('toDirectImageUrl', () => {
  it.each([
    ['https://ibb.co/AbC123', 'https://i.ibb.co/AbC123/image.jpg'],
    ['http://ibb.co/AbC123/', 'https://i.ibb.co/AbC123/image.jpg'],
    ['https://www.ibb.co/xYz9?ref=share', 'https://i.ibb.co/xYz9/image.jpg'],
    ['  https://ibb.co/AbC123  ', 'https://i.ibb.co/AbC123/image.jpg'],
  ])('rewrites the share page %s to a direct image link', (input, output) => {
    expect(toDirectImageUrl(input)).toBe(output);
  });

  it.each([
    'https://i.ibb.co/AbC123/photo.png',
    'https://example.com/ibb.co/AbC123',
    'https://ibb.co.evil.example/AbC123',
    'https://ibb.co/AbC123/extra/path',
    '/uploads/blog-1.jpg',
    '',
  ])('leaves %s as it is', (input) => {
    expect(toDirectImageUrl(input)).toBe(input);
  });
});
