// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, appProviders, cleanupAfterTest, stubApi } from '../components/test-support/render';
import { useUploadPhoto } from './uploads';

afterEach(cleanupAfterTest);

/** Runs the photo upload as a form does, through the app's query client, and answers what reached the toast. */
async function uploadFailing(response: () => Response) {
  stubApi({ 'POST /api/upload': response });
  const { wrapper, failures } = appProviders();
  const { result } = renderHook(() => useUploadPhoto(), { wrapper });
  await act(() => result.current.mutateAsync(new File(['x'], 'cot.jpg', { type: 'image/jpeg' })).catch(() => undefined));
  return failures;
}

describe('a failed call reaches the toast in words', () => {
  it("with the server's message when it is written for people", async () => {
    expect(await uploadFailing(() => answer(400, { message: 'Only images can be uploaded' }))).toEqual([
      { title: 'Failed to upload image', description: 'Only images can be uploaded' },
    ]);
  });

  it('without a status code, JSON or a proxy page', async () => {
    expect(await uploadFailing(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))).toEqual([
      { title: 'Failed to upload image' },
    ]);
    expect(await uploadFailing(() => answer(500, { message: 'Internal server error' }))).toEqual([{ title: 'Failed to upload image' }]);
  });
});
