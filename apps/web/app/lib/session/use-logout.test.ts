import { ApiError, toApiError } from '@casino/api-client';
import { describe, expect, it } from 'vitest';
import { logoutAlert } from './use-logout';

const texts = { title: 'Error!', somethingWrong: 'Something went wrong' };

describe('the alert of a failed logout', () => {
  it('shows Error! with the server message for a 400', () => {
    const error = toApiError(400, { error: { code: 'session_closed', message: 'Already out' } });
    expect(logoutAlert(error, texts)).toEqual({
      kind: 'error',
      title: 'Error!',
      text: 'Already out',
    });
  });

  it('shows the generic text for a 400 that carried no message of its own', () => {
    expect(logoutAlert(toApiError(400, null, 'Bad Request'), texts)?.text).toBe(
      'Something went wrong',
    );
  });

  it('shows nothing for other failures (the session has ended anyway)', () => {
    expect(logoutAlert(null, texts)).toBeNull();
    expect(logoutAlert(new ApiError(500, 'internal', 'Boom'), texts)).toBeNull();
    expect(logoutAlert(new TypeError('Failed to fetch'), texts)).toBeNull();
  });
});
