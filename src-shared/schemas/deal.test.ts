import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { dealCreateSchema, dealUpdateSchema, withWebScheme } from './deal';

const deal = { title: 'Glide stroller', description: 'Lowest price this year', original_price: 29999, discounted_price: 22499 };

async function linkError(link: unknown): Promise<string | undefined> {
  try {
    await dealUpdateSchema.validateAt('link', { link });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0];
    throw error;
  }
}

describe('a deal link typed without its scheme', () => {
  it.each([
    ['shop.example/deal', 'https://shop.example/deal'],
    ['  shop.example/deal  ', 'https://shop.example/deal'],
    ['www.shop.example', 'https://www.shop.example'],
    ['shop.example:8080/sale?x=1#top', 'https://shop.example:8080/sale?x=1#top'],
    ['//shop.example/deal', 'https://shop.example/deal'],
  ])('%s becomes %s, on create and on update', async (typed, stored) => {
    expect((await dealCreateSchema.validate({ ...deal, link: typed })).link).toBe(stored);
    expect((await dealUpdateSchema.validate({ link: typed })).link).toBe(stored);
  });

  it('keeps links that already have http or https', async () => {
    expect((await dealUpdateSchema.validate({ link: 'http://shop.example/a' })).link).toBe('http://shop.example/a');
    expect((await dealUpdateSchema.validate({ link: 'HTTPS://shop.example/a' })).link).toBe('HTTPS://shop.example/a');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:me@shop.example', 'not a link', 'shop', 'shop .example/deal', '/deals/1'])(
    'still refuses %s as not a valid URL',
    async (typed) => {
      expect(await linkError(typed)).toBe('Must be a valid URL');
    },
  );

  it('leaves blank as no link and other types to the type check', async () => {
    expect((await dealUpdateSchema.validate({ link: '  ' })).link).toBeNull();
    expect(withWebScheme(42)).toBe(42);
    expect(await linkError(['shop.example'])).toBeDefined();
  });
});
