import { paymentApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { callOrNull } from './api.server';

/**
 * The configured payment limits (`GET /api/payment/limits`) when a content entry shows them with
 * a `{{payment-limits}}` line, else null: pages state the settings, never numbers of their own.
 */
export async function paymentLimitsFor(context: Readonly<RouterContextProvider>, html: string) {
  if (!html.includes('<p>{{payment-limits}}</p>')) return null;
  return (await callOrNull(context, paymentApi.listLimits))?.items ?? null;
}
