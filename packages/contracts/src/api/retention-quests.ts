import { z } from 'zod';
import {
  PlayerQuestListSchema,
  PlayerQuestSchema,
  QuestListSchema,
  SpinWheelRequestSchema,
  SpinWheelResponseSchema,
  WheelListSchema,
} from '../retention-quests.ts';
import { defineEndpoint } from './define.ts';

/** A quest, player quest or wheel id (the server refuses one over 100 characters). */
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Quests and the fortune wheel (issue 33): paths as the front end calls them. */
export const retentionQuestsApi = {
  listQuests: defineEndpoint({
    method: 'GET',
    path: '/api/retention/quests',
    auth: true,
    response: QuestListSchema,
  }),
  listPlayerQuests: defineEndpoint({
    method: 'GET',
    path: '/api/retention/player-quests',
    auth: true,
    response: PlayerQuestListSchema,
  }),
  activateQuest: defineEndpoint({
    method: 'PUT',
    path: '/api/retention/quests/:id/activate',
    auth: true,
    params: IdParamsSchema,
    response: PlayerQuestSchema,
  }),
  cancelPlayerQuest: defineEndpoint({
    method: 'PUT',
    path: '/api/retention/player-quests/:id/cancel',
    auth: true,
    params: IdParamsSchema,
    response: PlayerQuestSchema,
  }),
  listWheels: defineEndpoint({
    method: 'GET',
    path: '/api/retention/wheels',
    auth: true,
    response: WheelListSchema,
  }),
  spinWheel: defineEndpoint({
    method: 'POST',
    path: '/api/retention/wheels/:id/spin',
    auth: true,
    params: IdParamsSchema,
    body: SpinWheelRequestSchema,
    response: SpinWheelResponseSchema,
  }),
};
