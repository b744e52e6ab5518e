// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest, renderInApp } from './test-support/render';
import { filtersFromAddress } from './listings/search-filters';
import { SearchField } from './search-field';
import { Button } from './ui';
import { useListParams } from './use-list-params';

afterEach(cleanupAfterTest);

/** A list's controls as the list pages wire them: the search box, a filter and the pages, all in the address. */
function ListControls() {
  const { search, page, value, hasFilters, update, goToPage } = useListParams();
  return (
    <>
      <SearchField id="list-search" label="Search listings" placeholder="Search..." value={search} onSearch={(text) => update({ q: text })} />
      <Button type="button" onClick={() => update({ condition: value('condition') ? undefined : 'like_new' })}>
        Like new only
      </Button>
      <Button type="button" onClick={() => goToPage(page + 1)}>
        Next page
      </Button>
      <Button type="button" onClick={() => goToPage(1)}>
        First page
      </Button>
      <output>{`page ${page}${hasFilters ? ', filtered' : ''}`}</output>
    </>
  );
}

const address = (location: { history?: string[] }) => location.history?.at(-1);

describe('list parameters in the address', () => {
  it('reads the search, the page and the filters from the address', () => {
    renderInApp(<ListControls />, { path: '/marketplace?q=pram&page=3&sort=price_low' });
    expect((screen.getByRole('searchbox', { name: 'Search listings' }) as HTMLInputElement).value).toBe('pram');
    expect(screen.getByRole('status').textContent).toBe('page 3, filtered');
  });

  it('treats a page that is not a positive whole number as the first, and the order alone as no filter', () => {
    renderInApp(<ListControls />, { path: '/marketplace?page=-2&sort=newest' });
    expect(screen.getByRole('status').textContent).toBe('page 1');
  });

  it('starts again at page 1 when the search or a filter changes, one history entry each', async () => {
    const user = userEvent.setup();
    const { location } = renderInApp(<ListControls />, { path: '/marketplace?q=pram&page=3' });
    await user.click(screen.getByRole('button', { name: 'Like new only' }));
    expect(address(location)).toBe('/marketplace?q=pram&condition=like_new');
    const box = screen.getByRole('searchbox', { name: 'Search listings' });
    await user.clear(box);
    await user.type(box, ' cot {Enter}');
    expect(address(location)).toBe('/marketplace?q=cot&condition=like_new');
    expect(location.history).toHaveLength(3);
  });

  it('keeps the page in the address, but not page 1', async () => {
    const user = userEvent.setup();
    const { location } = renderInApp(<ListControls />, { path: '/marketplace?q=pram' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address(location)).toBe('/marketplace?q=pram&page=2');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(address(location)).toBe('/marketplace?q=pram');
  });
});

describe('a saved search from the marketplace address', () => {
  it('keeps what the filters understand, prices in cents, and drops the rest', () => {
    const params = new URLSearchParams('q=stroller&category=strollers&condition=good&sort=price_low&min=10&max=99.50&utm_source=mail');
    expect(filtersFromAddress(params)).toEqual({
      search: 'stroller',
      category: 'strollers',
      condition: 'good',
      sort: 'price_low',
      min_price: 1000,
      max_price: 9950,
    });
    expect(filtersFromAddress(new URLSearchParams('condition=mint&sort=cheapest&min=abc'))).toEqual({});
  });
});
