import { describe, expect, it } from 'vitest';
import { movePhoto, photoChange, postedPhotos, type ListingPhoto } from './listing-photos';

const posted = [
  { id: 1, url: '/uploads/a.webp', thumb_url: '/uploads/a-thumb.webp' },
  { id: 2, url: '/uploads/b.webp', thumb_url: null },
];
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const chosen = (name: string): ListingPhoto => ({ key: name, src: `blob:${name}`, name, file: file(name) });

describe('listing photos', () => {
  it('moves a photo, the first being the cover', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('sends nothing about photos when they did not change', () => {
    expect(photoChange(posted, postedPhotos(posted))).toBeUndefined();
  });

  it('keeps the posted photos in their new order', () => {
    const change = photoChange(posted, postedPhotos(posted).reverse());
    expect(change?.kept).toEqual(['/uploads/b.webp', '/uploads/a.webp']);
    expect(change?.files).toEqual([]);
  });

  it('puts an upload chosen as the cover first once it has a URL, and leaves uploads at the end as they are', () => {
    const [a, b] = postedPhotos(posted);
    const first = photoChange(posted, [chosen('new.jpg'), a!]);
    expect(first?.kept).toEqual(['/uploads/a.webp']);
    expect(first?.orderAfterUpload(['/uploads/n.webp'])).toEqual(['/uploads/n.webp', '/uploads/a.webp']);
    const last = photoChange(posted, [a!, b!, chosen('new.jpg')]);
    expect(last?.orderAfterUpload(['/uploads/n.webp'])).toBeNull();
  });
});
