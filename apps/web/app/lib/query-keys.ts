/** Query keys read by more than one feature (realtime updates what the wallet shows). */
export const walletKeys = {
  accounts: ['wallet', 'accounts'] as const,
  invoices: (query: string) => ['payment', 'invoices', query] as const,
  currencies: ['settings', 'currencies'] as const,
  /** Where I stand (issue 35): read again with each balance it was asked for. */
  netPosition: (currency: string, balance: number | null) =>
    ['wallet', 'net-position', currency, balance] as const,
};

/** Loyalty and the inbox (issue 33): the realtime client updates what the header and pages show. */
export const retentionKeys = {
  loyaltyAccount: ['retention', 'loyalty', 'account'] as const,
  loyaltyLevels: ['retention', 'loyalty', 'levels'] as const,
  inbox: ['retention', 'inbox'] as const,
  inboxUnread: ['retention', 'inbox', 'unread'] as const,
};
