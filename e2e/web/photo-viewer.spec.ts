import type { Locator, Page } from '@playwright/test';
import type { Product } from '../../src-shared/types';
import { loadAxe } from '../support/axe';
import { checkLooks } from '../support/looks';
import { expect, test } from '../support/test';

/** The demo listing with three photos. */
async function openListingWithPhotos(page: Page): Promise<Product> {
  await page.goto('/');
  const found = (await (await page.request.get('/api/products?search=convertible%20car%20seat')).json()) as Product[];
  const listing = found.find((product) => product.images.length >= 3)!;
  await page.goto(`/marketplace/listing/${listing.id}`);
  return listing;
}

/** Pointer events as fingers make them: one list of points per finger, moved together step by step. */
async function gesture(stage: Locator, fingers: Array<Array<[number, number]>>): Promise<void> {
  await stage.evaluate((element, paths) => {
    const send = (type: string, id: number, [x, y]: [number, number]) =>
      element.dispatchEvent(new PointerEvent(type, { pointerId: id, clientX: x, clientY: y, bubbles: true, pointerType: 'touch', isPrimary: id === 1 }));
    paths.forEach((path, i) => send('pointerdown', i + 1, path[0]!));
    for (let step = 1; step < paths[0]!.length; step += 1) paths.forEach((path, i) => send('pointermove', i + 1, path[step]!));
    paths.forEach((path, i) => send('pointerup', i + 1, path[path.length - 1]!));
  }, fingers);
}

test('on a desktop, the photo opens full screen; arrow keys step through the photos and Escape closes', async ({ page }) => {
  await loadAxe(page);
  const listing = await openListingWithPhotos(page);
  await page.getByRole('button', { name: `Open photo 1 of ${listing.images.length} full screen` }).click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${listing.name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${listing.images.length}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${listing.images.length}`)).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', listing.images[1]!.url);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`${listing.images.length} / ${listing.images.length}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText(`1 / ${listing.images.length}`)).toBeVisible();
  await checkLooks(page, 'photo viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page.getByRole('button', { name: /full screen$/ })).toBeFocused();
});

test('on a phone, a swipe steps through the photos and two fingers zoom', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const listing = await openListingWithPhotos(page);
  await page.getByRole('button', { name: /full screen$/ }).click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${listing.name}` });
  const stage = viewer.getByTestId('photo-stage');
  await gesture(stage, [
    [
      [320, 400],
      [220, 400],
      [100, 400],
    ],
  ]);
  await expect(viewer.getByText(`2 / ${listing.images.length}`)).toBeVisible();
  await gesture(stage, [
    [
      [100, 400],
      [220, 400],
      [320, 400],
    ],
  ]);
  await expect(viewer.getByText(`1 / ${listing.images.length}`)).toBeVisible();

  await gesture(stage, [
    [
      [170, 400],
      [120, 400],
      [70, 400],
    ],
    [
      [220, 400],
      [270, 400],
      [320, 400],
    ],
  ]);
  const scale = Number(await viewer.getByRole('img').getAttribute('data-scale'));
  expect(scale).toBeGreaterThan(2);
  // zoomed, one finger pans rather than changing the photo
  await gesture(stage, [
    [
      [320, 400],
      [100, 400],
    ],
  ]);
  await expect(viewer.getByText(`1 / ${listing.images.length}`)).toBeVisible();
});
