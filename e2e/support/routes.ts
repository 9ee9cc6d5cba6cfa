import type { BrowserContext, Page } from 'playwright-core';

/**
 * Requests matching `glob` wait until `release()` (scripts held back to test before hydration, a
 * slow API to see a loading state); they then go through unchanged.
 */
export async function holdRequests(target: Page | BrowserContext, glob: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Answers calls matching `glob` with the API's error body: a failing service, the only way to see
 * an error rule on a healthy site. Returns how many calls were answered so far.
 */
export async function refuseRequests(
  page: Page,
  glob: string,
  error: { status: number; code: string; message: string },
) {
  const count = { asked: 0 };
  await page.route(glob, async (route) => {
    count.asked += 1;
    await route.fulfill({
      status: error.status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: error.code, message: error.message } }),
    });
  });
  return count;
}

/** A logout the server refuses with 400 and a message of its own (the 'Error!' rule). */
export const LOGOUT_REFUSED = {
  status: 400,
  code: 'bad_request',
  message: 'Session already closed',
};
