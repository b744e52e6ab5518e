import type { Page } from '@playwright/test';
import type { Product } from '../../src-shared/types';
import { apiSend } from './api';

/** A listing of the signed-in member, created through the API with a name no other test uses. */
export async function createListing(page: Page, name: string, overrides: Record<string, unknown> = {}): Promise<Product> {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  return apiSend<Product>(
    page,
    'POST',
    '/api/products',
    {
      name,
      description: 'Gently used, from a smoke-free home, with every part.',
      price: 4500,
      condition: 'good',
      location: 'Austin, TX',
      category_id: categories[0]!.id,
      ...overrides,
    },
    201,
  );
}

export const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
