import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode } from './api-error';

describe('ApiError.code', () => {
  it('reads the machine code of an answer, so the renderer never matches message text', () => {
    const reported = new ApiError(409, { message: 'You have already reported this', code: 'already_reported' });
    expect(reported.code).toBe('already_reported');
    expect(hasErrorCode(reported, 'already_reported')).toBe(true);
    // the same status with another code is another case
    expect(hasErrorCode(new ApiError(409, { message: 'This item has already been decided', code: 'already_decided' }), 'already_reported')).toBe(false);
  });

  it('has no code for an answer without one (a proxy page, a network failure)', () => {
    expect(new ApiError(502, '<html>Bad gateway</html>').code).toBeUndefined();
    expect(hasErrorCode(new TypeError('Failed to fetch'), 'unavailable')).toBe(false);
  });
});
