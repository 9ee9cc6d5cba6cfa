import {
  type PlayerInit,
  PlayerInitSchema,
  type ProfileDetails,
  ProfileDetailsSchema,
} from '@casino/contracts';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import type { z } from 'zod';
import { apiContext } from './context';

/** Calls the API and parses the reply with its contract; a failure becomes an error page. */
export async function apiGet<T extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: T,
): Promise<z.infer<T>> {
  const reply = await context.get(apiContext)(path);
  if (reply.status >= 400) {
    const message =
      (reply.data as { error?: { message?: string } })?.error?.message ?? 'Request failed';
    throw data(message, { status: reply.status });
  }
  return schema.parse(reply.data);
}

/** The signed-in player for the first render, from the access-token cookie; null if none or expired. */
export async function getPlayerFromCookie(
  context: Readonly<RouterContextProvider>,
  accessToken: string | undefined,
): Promise<ProfileDetails | null> {
  if (!accessToken) return null;
  const reply = await context.get(apiContext)('/api/player/profile', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return reply.status === 200 ? ProfileDetailsSchema.parse(reply.data) : null;
}

export function getPlayerInit(context: Readonly<RouterContextProvider>): Promise<PlayerInit> {
  return apiGet(context, '/api/player/init', PlayerInitSchema);
}
