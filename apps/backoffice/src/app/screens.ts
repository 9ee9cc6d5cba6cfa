/** The navigation: each screen with the call a role must be allowed to see it. */
export const SCREENS = [
  { path: 'dashboard', label: 'Dashboard', needs: 'getDashboard' },
  { path: 'players', label: 'Players', needs: 'searchPlayers' },
  { path: 'withdrawals', label: 'Withdrawals', needs: 'listWithdrawals' },
  { path: 'invoices', label: 'Invoices', needs: 'listInvoices' },
  { path: 'content', label: 'Content', needs: 'listContentEntries' },
  { path: 'bonuses', label: 'Bonuses', needs: 'listBonusDefinitions' },
  { path: 'quests', label: 'Quests & wheels', needs: 'listRetentionQuests' },
  { path: 'tournaments', label: 'Tournaments', needs: 'listTournaments' },
  { path: 'support', label: 'Support chat', needs: 'listSupportConversations' },
  { path: 'audit', label: 'Audit log', needs: 'listAudit' },
  { path: 'reports', label: 'Reports', needs: 'getReport' },
  { path: 'documents', label: 'Documents', needs: 'listDocuments' },
  { path: 'operators', label: 'Operators & keys', needs: 'listOperators' },
  { path: 'games', label: 'Games', needs: 'listCatalogGames' },
  { path: 'settings', label: 'Settings', needs: 'listCurrencySettings' },
  { path: 'affiliates', label: 'Affiliates', needs: 'getAffiliateReport' },
  { path: 'sportsbook', label: 'Sportsbook', needs: 'listSportsbookEvents' },
  { path: 'jurisdictions', label: 'Jurisdictions', needs: 'getJurisdictions' },
  { path: 'cashback', label: 'Cashback & referrals', needs: 'getCashbackReport' },
  { path: 'affordability', label: 'Affordability checks', needs: 'listAffordabilityRequests' },
  { path: 'register-twins', label: 'Register twins', needs: 'listRegisterTwinEntries' },
  { path: 'loyalty', label: 'Loyalty & inbox', needs: 'getLoyaltySettings' },
] as const;

export type ScreenPath = (typeof SCREENS)[number]['path'];
