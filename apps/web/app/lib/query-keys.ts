/** Query keys read by more than one feature (realtime updates what the wallet shows). */
export const walletKeys = {
  accounts: ['wallet', 'accounts'] as const,
  invoices: (query: string) => ['payment', 'invoices', query] as const,
  currencies: ['settings', 'currencies'] as const,
};
