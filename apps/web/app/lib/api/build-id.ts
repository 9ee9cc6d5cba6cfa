/** Where the server publishes the id of the newest web build (not an API call, a static file). */
export const BUILD_MANIFEST_URL = '/assets/builds/latest.json';

/** The newest build's id, or null when the file cannot be read (offline, restarting). */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_MANIFEST_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    return ((await response.json()) as { id?: string }).id ?? null;
  } catch {
    return null;
  }
}
