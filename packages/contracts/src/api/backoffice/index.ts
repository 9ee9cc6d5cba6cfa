import { accountEndpoints } from './account.ts';
import { affiliatesEndpoints } from './affiliates.ts';
import { auditEndpoints } from './audit.ts';
import { bonusesEndpoints } from './bonuses.ts';
import { contentEndpoints } from './content.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { gamesEndpoints } from './games.ts';
import { jurisdictionsEndpoints } from './jurisdictions.ts';
import { operatorsEndpoints } from './operators.ts';
import { paymentsEndpoints } from './payments.ts';
import { playersEndpoints } from './players.ts';
import { reportsEndpoints } from './reports.ts';
import { retentionCashbackEndpoints } from './retention-cashback.ts';
import { retentionLoyaltyEndpoints } from './retention-loyalty.ts';
import { retentionQuestsEndpoints } from './retention-quests.ts';
import { tournamentsEndpoints } from './retention-tournaments.ts';
import { settingsEndpoints } from './settings.ts';
import { sportsbookEndpoints } from './sportsbook.ts';
import { supportEndpoints } from './support.ts';
import { verificationEndpoints } from './verification.ts';

export type { BackofficeAccess } from './access.ts';
export {
  CancelPlayerBonusRequestSchema,
  GrantPlayerBonusRequestSchema,
  PlayerBonusesCardSchema,
  PlayerBonusParamsSchema,
} from './bonuses.ts';
export {
  GB_RETURN_PRODUCTS,
  type GbReturn,
  type GbReturnQuery,
  GbReturnQuerySchema,
  GbReturnSchema,
  type Jurisdictions,
  JurisdictionsSchema,
  REGISTER_TWIN_LISTINGS,
  type RegisterTwinAdd,
  type RegisterTwinEntry,
} from './jurisdictions.ts';
export * from './retention-loyalty.ts';
export * from './retention-quests.ts';
export {
  SportsbookOperatorEventsSchema,
  SportsbookResultCommandSchema,
  SportsbookResultSchema,
} from './sportsbook.ts';
export { PlayerConversationsSchema } from './support.ts';

/**
 * The back office's API under /api/backoffice (docs/decisions/023-back-office.md): one file per
 * domain beside this one, as the back office's `src/screens/<domain>/` (ADR 035).
 */
export const backofficeApi = {
  ...accountEndpoints,
  ...dashboardEndpoints,
  ...operatorsEndpoints,
  ...auditEndpoints,
  ...playersEndpoints,
  ...paymentsEndpoints,
  ...contentEndpoints,
  ...gamesEndpoints,
  ...settingsEndpoints,
  ...reportsEndpoints,
  ...affiliatesEndpoints,
  ...bonusesEndpoints,
  ...verificationEndpoints,
  ...supportEndpoints,
  ...sportsbookEndpoints,
  ...retentionCashbackEndpoints,
  ...jurisdictionsEndpoints,
  ...retentionLoyaltyEndpoints,
  ...retentionQuestsEndpoints,
  ...tournamentsEndpoints,
};

export type BackofficeEndpointName = keyof typeof backofficeApi;
export type BackofficeEndpoint = (typeof backofficeApi)[BackofficeEndpointName];
