import { describe, expect, it } from 'vitest';
import { productEditFormSchema } from '../../../src-shared/schemas/product';
import type { Product } from '../../../src-shared/types';
import { listingChanges, listingEditValues } from './listing-values';

const product = {
  id: 3,
  name: 'Jogging stroller',
  description: 'Barely used, all parts included',
  category_id: 4,
  condition: 'good',
  price: 27550,
  location: null,
  status: 'active',
} as Product;

describe('the listing form', () => {
  it('shows the price in dollars and every field as text', () => {
    expect(listingEditValues(product)).toEqual({
      name: 'Jogging stroller',
      description: 'Barely used, all parts included',
      category_id: '4',
      condition: 'good',
      price: '275.50',
      location: '',
      status: 'active',
    });
  });

  it('sends the price back in cents and the category as a number', () => {
    const values = { ...listingEditValues(product), name: ' Jogger ', price: '19.99', location: ' Denver, CO ', status: 'sold' };
    expect(listingChanges(values)).toEqual({
      name: 'Jogger',
      description: 'Barely used, all parts included',
      category_id: 4,
      condition: 'good',
      price: 1999,
      location: 'Denver, CO',
      status: 'sold',
    });
  });

  it("checks the fields by the listing form's rules, the status included", async () => {
    const values = { ...listingEditValues(product), location: 'Denver, CO' };
    await expect(productEditFormSchema.isValid(values)).resolves.toBe(true);
    await expect(productEditFormSchema.validateAt('price', { ...values, price: '0' })).rejects.toThrow('Price must be greater than 0');
    await expect(productEditFormSchema.validateAt('name', { ...values, name: 'ab' })).rejects.toThrow('Product name must be at least 3 characters');
    await expect(productEditFormSchema.validateAt('status', { ...values, status: 'lost' })).rejects.toThrow('Status must be one of');
  });
});
