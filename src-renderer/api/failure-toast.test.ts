import { describe, expect, it } from 'vitest';
import { ApiError, humanMessage, parseErrorBody } from './api-error';
import { failureToastText, SAVE_FAILED } from './failure-toast';

const updateBlog = { title: 'Failed to update blog: {message}', fallback: SAVE_FAILED };
const postComment = { title: 'Failed to post comment', text: '{message}', fallback: 'There was an error posting your comment. Please try again.' };

describe('failure toasts', () => {
  it('never show a status code or JSON: a 500 with an empty JSON body reads as the fallback', () => {
    const error = new ApiError(500, parseErrorBody('{}', 'application/json'));
    const toast = failureToastText(updateBlog, error);
    expect(toast).toEqual({ title: `Failed to update blog: ${SAVE_FAILED}` });
    expect(toast.title).not.toMatch(/500|[{}]/);
  });

  it.each([
    ['a proxy page', new ApiError(502, parseErrorBody('<html>Bad gateway</html>', 'text/html'))],
    ['a 500 with a message', new ApiError(500, { message: 'Internal server error' })],
    ['a body that is JSON text', new ApiError(400, { message: '{"detail":"x"}' })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['anything else', 'boom'],
  ])('use the fallback for %s', (_label, error) => {
    expect(failureToastText(postComment, error)).toEqual({ title: 'Failed to post comment', description: postComment.fallback });
  });

  it("show the server's message when it is written for people", () => {
    const error = new ApiError(429, { message: 'You are commenting too quickly. Please wait a minute.' });
    expect(failureToastText(postComment, error).description).toBe('You are commenting too quickly. Please wait a minute.');
    expect(failureToastText(updateBlog, new ApiError(400, { message: 'Title is required' })).title).toBe('Failed to update blog: Title is required');
  });

  it('keep fixed texts whatever the server said', () => {
    const favourites = { title: 'Error', text: 'Could not update favorites' };
    expect(failureToastText(favourites, new ApiError(400, { message: 'Product not found' }))).toEqual({
      title: 'Error',
      description: 'Could not update favorites',
    });
  });

  it("put a fallback title in place of the title when the server's answer has no message", () => {
    const createListing = {
      title: 'Error',
      text: '{message}',
      fallback: 'Failed to create listing. Please try again.',
      fallbackTitle: 'Failed to create listing',
    };
    expect(failureToastText(createListing, new ApiError(500, parseErrorBody('upstream exploded', 'text/plain')))).toEqual({
      title: 'Failed to create listing',
      description: 'Failed to create listing. Please try again.',
    });
    expect(failureToastText(createListing, new ApiError(400, { message: 'Location is required' }))).toEqual({
      title: 'Error',
      description: 'Location is required',
    });
  });

  it('leave out an empty description', () => {
    expect(failureToastText({ title: 'Message failed to send', text: '{message}' }, new ApiError(500, null))).toEqual({ title: 'Message failed to send' });
  });
});

describe('ApiError', () => {
  it('takes its message from the body and keeps status and field messages', () => {
    const error = new ApiError(400, { message: 'Validation failed', errors: { title: 'Title is required', odd: 3 } });
    expect(error.message).toBe('Validation failed');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ title: 'Title is required' });
    expect(humanMessage(error)).toBe('Validation failed');
  });

  it('reads a body that is not JSON as text, and has no field messages then', () => {
    const error = new ApiError(500, parseErrorBody('upstream exploded', 'text/plain'));
    expect(error.body).toBe('upstream exploded');
    expect(error.fieldErrors).toEqual({});
    expect(parseErrorBody('{broken', 'application/json')).toBe('{broken');
    expect(parseErrorBody('', 'application/json')).toBeNull();
  });
});
