import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { productCreateSchema, productFormSchema, productUpdateSchema } from './product';

const form = { name: 'Wooden crib', description: 'Solid beech, converts to a bed.', category_id: '3', condition: 'good', price: '160', location: 'Denver' };

async function firstError(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0];
    throw error;
  }
}

describe('the Create Listing form schema (price in dollars)', () => {
  it('accepts a complete form and casts the select and price text', async () => {
    expect(await productFormSchema.validate(form)).toMatchObject({ category_id: 3, price: 160, condition: 'good' });
  });

  it.each([
    [{ category_id: '' }, 'Please select a category'],
    [{ condition: '' }, 'Please select a condition'],
    [{ price: '' }, 'Price must be greater than 0'],
    [{ price: '0' }, 'Price must be greater than 0'],
    [{ price: '-5' }, 'Price must be greater than 0'],
    [{ price: '0.001' }, 'Price must be greater than 0'],
    [{ name: 'ab' }, 'Product name must be at least 3 characters'],
    [{ description: 'short' }, 'Description must be at least 10 characters'],
    [{ location: '   ' }, 'Location is required'],
  ])('shows the spec message for %j', async (change, message) => {
    expect(await firstError(() => productFormSchema.validate({ ...form, ...change }))).toBe(message);
  });

  it('takes cents like 0.01 and 19.99', async () => {
    expect((await productFormSchema.validate({ ...form, price: '0.01' })).price).toBe(0.01);
    expect((await productFormSchema.validate({ ...form, price: '19.99' })).price).toBe(19.99);
  });
});

describe('the API schemas (price in cents)', () => {
  const body = { ...form, category_id: 3, price: 16000 };

  it('strips a status from a new listing and trims text', async () => {
    const value = await productCreateSchema.validate({ ...body, name: '  Crib  ', status: 'sold' }, { stripUnknown: true });
    expect(value).not.toHaveProperty('status');
    expect(value.name).toBe('Crib');
  });

  it('lets a change carry any subset of fields, status included', async () => {
    expect(await productUpdateSchema.validate({ status: 'sold' })).toEqual({ status: 'sold' });
    expect(await firstError(() => productUpdateSchema.validate({ status: 'gone' }))).toBe('Status must be one of active, reserved, sold, draft or archived');
    expect(await firstError(() => productUpdateSchema.validate({ name: null }))).toBe('Product name must be at least 3 characters');
  });
});
