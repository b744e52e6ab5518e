import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Condition, Product, ProductStatus } from '../../src-shared/types';
import { apiList, apiRequest, queryString } from './api-request';
import { keys } from './keys';
import { sendFormWithProgress } from './upload-with-progress';

export interface ProductListParams {
  search?: string;
  category?: string;
  category_id?: number;
  condition?: Condition;
  seller_id?: number;
  /** integer cents */
  min_price?: number;
  max_price?: number;
  status?: ProductStatus | 'all';
  sort?: 'newest' | 'price_low' | 'price_high';
  page?: number;
  pageSize?: number;
}

export function useProducts(params: ProductListParams = {}, enabled = true) {
  return useQuery({
    queryKey: keys.products.list({ ...params }),
    queryFn: () => apiList<Product>(`/api/products${queryString({ ...params })}`),
    enabled,
  });
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: keys.products.detail(id ?? 'none'),
    queryFn: () => apiRequest<Product>('GET', `/api/products/${id}`),
    enabled: id !== null,
  });
}

/** Up to 6 listings like this one: same category, a shared title word, nearest price first. */
export function useSimilarProducts(id: number) {
  return useQuery({
    queryKey: keys.products.similar(id),
    queryFn: () => apiRequest<Product[]>('GET', `/api/products/${id}/similar`),
  });
}

/** Creates a listing from the multipart form (text fields plus repeated `images`), reporting upload progress. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      sendFormWithProgress<Product>('POST', '/api/products', form, onProgress),
    meta: {
      // spec part 1 §8: 'Error' with the server's message, else 'Failed to create listing' with the fallback text
      failureToast: { title: 'Error', text: '{message}', fallback: 'Failed to create listing. Please try again.', fallbackTitle: 'Failed to create listing' },
      onUnauthorized: { title: 'Please log in', text: 'You must be logged in to create a listing.' },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.products.all }),
  });
}

/** The signed-in member's own listings of every status, newest first; `search` narrows them. */
export function useMyProducts(params: { search?: string; page?: number; pageSize?: number }, enabled = true) {
  return useQuery({
    queryKey: keys.products.mine({ ...params }),
    queryFn: () => apiList<Product>(`/api/products/my${queryString({ ...params })}`),
    enabled,
  });
}

/** The fields the edit dialog changes; price in integer cents. */
export interface ProductChanges {
  name: string;
  description: string;
  category_id: number;
  condition: Condition;
  price: number;
  location: string;
  status: ProductStatus;
}

/**
 * A change of a listing's photos: the posted ones kept (in order), files to upload, and the order
 * to put them in once the uploads have URLs (null when kept-then-uploaded is already it).
 */
export interface ListingPhotoChange {
  kept: string[];
  files: File[];
  orderAfterUpload: (uploadedUrls: string[]) => string[] | null;
}

/**
 * Saves the edit dialog. PATCH keeps `images` as given and appends uploads after them, so photos
 * go in up to three steps: the fields with the kept photos (which frees room for new ones), the
 * uploads, then the final order if an upload is to come first.
 */
async function saveListing(id: number, changes: ProductChanges, photos?: ListingPhotoChange): Promise<Product> {
  let product = await apiRequest<Product>('PATCH', `/api/products/${id}`, photos ? { ...changes, images: photos.kept } : changes);
  if (!photos || photos.files.length === 0) return product;
  const form = new FormData();
  for (const file of photos.files) form.append('images', file);
  product = await sendFormWithProgress<Product>('PATCH', `/api/products/${id}`, form, () => undefined);
  const uploaded = product.images.map((image) => image.url).filter((url) => !photos.kept.includes(url));
  const order = photos.orderAfterUpload(uploaded);
  return order ? apiRequest<Product>('PATCH', `/api/products/${id}`, { images: order }) : product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, photos }: { id: number; changes: ProductChanges; photos?: ListingPhotoChange }) => saveListing(id, changes, photos),
    meta: { failureToast: { title: 'Error', text: '{message}', fallback: 'Failed to update listing. Please try again.' }, onUnauthorized: 'sign-in' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.products.all }),
  });
}

/** Marks a listing reserved, sold or available again (its seller, from its page or My Listings). */
export function useSetListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ProductStatus }) => apiRequest<Product>('PATCH', `/api/products/${id}`, { status }),
    meta: { failureToast: { title: 'Error', text: '{message}', fallback: 'Failed to update listing. Please try again.' }, onUnauthorized: 'sign-in' },
    onSuccess: async (product) => {
      queryClient.setQueryData(keys.products.detail(product.id), product);
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.products.all }), queryClient.invalidateQueries({ queryKey: keys.favorites.all })]);
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/products/${id}`),
    meta: { failureToast: { title: 'Failed to delete listing', text: '{message}' }, onUnauthorized: 'sign-in' },
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.products.all }), queryClient.invalidateQueries({ queryKey: keys.favorites.all })]);
    },
  });
}
