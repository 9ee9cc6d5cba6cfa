import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type SupportPush } from '@casino/contracts';
import { limitsApi, supportApi } from '@casino/contracts/api';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { supportAttachments } from '@casino/db';
import type { Subscription } from 'centrifuge';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiOn,
  buildTestApp,
  type TestApp,
  type TestServer,
} from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { eventually, listen, next, realtimeClient } from '../../../test/realtime.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SITE_CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const guestCookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set]).find((c) =>
    String(c).startsWith('support_guest='),
  );
  return line ? String(line).split(';')[0]! : null;
};

describe.each(TEST_DATABASES)('support chat ($name)', (database) => {
  let t: TestApp;
  /** Guests may chat here, and attachments are small. */
  let guests: TestServer;
  let agent: SignedIn;
  let payments: SignedIn;
  const clients: Array<{ disconnect(): void }> = [];
  /** Attachments go to the documents' store: a folder of this run. */
  const storageDir = mkdtempSync(join(tmpdir(), 'support-attachments-'));
  beforeAll(async () => {
    t = await buildTestApp(database, { KYC_STORAGE_DIR: storageDir });
    guests = await buildApiOn(t.database.db, {
      GUEST_CHAT_ENABLED: true,
      SUPPORT_ATTACHMENT_MAX_BYTES: 2048,
      KYC_STORAGE_DIR: storageDir,
    });
    agent = await signIn(t.app, 'support');
    payments = await signIn(t.app, 'payments');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await guests?.close();
    await t?.close();
  });

  const as = (player: TestPlayer, app: TestServer = t.app) => ({
    get: (url: string) => app.inject({ url, headers: auth(player.accessToken) }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: auth(player.accessToken), payload }),
  });
  const agentCall = (method: 'GET' | 'POST', url: string, payload?: object, who = agent) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, ...CSRF },
      ...(payload ? { payload } : {}),
    });
  const boPath = (template: string, id: string) => template.replace(':id', id);

  it('keeps each conversation to its owner: no other player, guest or channel reads it', async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const sent = await as(alice).post(supportApi.sendMessage.path, {
      body: 'My withdrawal is stuck',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversation } = sent.json();
    const image = await as(alice).post(supportApi.sendAttachment.path, {
      data: PNG.toString('base64'),
    });
    expect(image.statusCode, image.body).toBe(200);
    const attachmentId = image.json().message.attachment.id;

    // Bob sees no conversation, cannot read Alice's image or subscribe to her channel.
    expect((await as(bob).get(supportApi.getState.path)).json()).toMatchObject({
      conversation: null,
      messages: [],
    });
    const stolen = await as(bob).get(supportApi.getAttachment.path.replace(':id', attachmentId));
    expect(stolen.statusCode).toBe(404);
    expect((await as(bob).get(supportApi.getChannelToken.path)).statusCode).toBe(404);
    const guestLook = await guests.inject({
      url: supportApi.getAttachment.path.replace(':id', attachmentId),
    });
    expect(guestLook.statusCode).toBe(404);
    const own = await as(alice).get(supportApi.getAttachment.path.replace(':id', attachmentId));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    // The bytes are in the documents' store, not in the database.
    const stored = join(storageDir, 'support', attachmentId);
    expect(readFileSync(stored).equals(PNG)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.id, attachmentId));
    expect(row).toMatchObject({ data: null, storageKey: `support/${attachmentId}` });

    // Support agents read it from the back office; payments operators may not.
    const agentLook = await agentCall(
      'GET',
      boPath(backofficeApi.getSupportAttachment.path, attachmentId),
    );
    expect(agentLook.statusCode).toBe(200);
    expect(agentLook.rawPayload.equals(PNG)).toBe(true);
    const paymentsLook = await agentCall(
      'GET',
      boPath(backofficeApi.getSupportAttachment.path, attachmentId),
      undefined,
      payments,
    );
    expect(paymentsLook.statusCode).toBe(403);

    // An image sent before attachments moved keeps its bytes in its row and is still served.
    const [legacy] = await t.database.db
      .insert(supportAttachments)
      .values({ conversationId: conversation.id, contentType: 'image/png', size: 1, data: PNG })
      .returning();
    const old = await as(alice).get(supportApi.getAttachment.path.replace(':id', legacy!.id));
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await as(bob).get(supportApi.getAttachment.path.replace(':id', legacy!.id))).statusCode,
    ).toBe(404);

    // A token for Bob's own channel does not open Alice's; without a token nothing does.
    await as(bob).post(supportApi.sendMessage.path, { body: 'Hi' });
    const bobToken = (await as(bob).get(supportApi.getChannelToken.path)).json().token;
    const url = await listen(guests);
    const client = realtimeClient(url, { token: bob.accessToken });
    clients.push(client);
    client.connect();
    const refused = client.newSubscription(conversation.channel, { token: bobToken });
    const refusal = next<{ code: number }>(refused, 'unsubscribed');
    refused.subscribe();
    expect((await refusal).code).toBe(103);
    const bare = client.newSubscription(`support:${randomUUID()}`);
    const bareRefusal = next<{ code: number }>(bare, 'unsubscribed');
    bare.subscribe();
    expect((await bareRefusal).code).toBe(103);

    // Payments operators may not read conversations (support and admin only).
    const forbidden = await agentCall(
      'GET',
      boPath(backofficeApi.getSupportConversation.path, conversation.id),
      undefined,
      payments,
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('checks attachments by their bytes and size, naming the field', async () => {
    const player = await registerPlayer(guests);
    const text = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const refused = await as(player, guests).post(supportApi.sendAttachment.path, { data: text });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.data).toEqual(['Only PNG, JPEG, GIF or WebP images']);
    const big = Buffer.concat([PNG, Buffer.alloc(4096)]).toString('base64');
    const tooBig = await as(player, guests).post(supportApi.sendAttachment.path, { data: big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields.data[0]).toMatch(/larger than/);
    // Nothing was stored: the player has no conversation yet.
    expect((await as(player, guests).get(supportApi.getState.path)).json().conversation).toBeNull();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    const ok = await as(player, guests).post(supportApi.sendAttachment.path, { data: gif });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message.attachment).toMatchObject({ contentType: 'image/gif' });
  });

  it('refuses guests unless guest chat is on; offline guests leave an email', async () => {
    const state = await t.app.inject({ url: supportApi.getState.path });
    expect(state.json()).toMatchObject({ isAllowed: false, conversation: null });
    const refused = await t.app.inject({
      method: 'POST',
      url: supportApi.sendMessage.path,
      headers: SITE_CSRF,
      payload: { body: 'hello' },
    });
    expect(refused.statusCode).toBe(403);
    expect(guestCookieOf(refused)).toBeNull();

    // No agent has opened the support page yet on this database: offline.
    const guestState = (await guests.inject({ url: supportApi.getState.path })).json();
    expect(guestState.isAllowed).toBe(true);
    const post = (payload: object, cookie?: string) =>
      guests.inject({
        method: 'POST',
        url: supportApi.sendMessage.path,
        headers: { ...SITE_CSRF, ...(cookie ? { cookie } : {}) },
        payload,
      });
    const withoutCsrf = await guests.inject({
      method: 'POST',
      url: supportApi.sendMessage.path,
      payload: { body: 'x' },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(guestState.availability).toEqual({ isOnline: false, reason: 'no_agent' });
    {
      const noEmail = await post({ body: 'Are you there?' });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().error.fields).toHaveProperty('email');
    }
    const left = await post({ body: 'Are you there?', email: 'guest@example.com', name: 'Gia' });
    expect(left.statusCode, left.body).toBe(200);
    const cookie = guestCookieOf(left)!;
    expect(cookie).toBeTruthy();
    const again = await guests.inject({ url: supportApi.getState.path, headers: { cookie } });
    expect(again.json().messages.map((m: { body: string }) => m.body)).toEqual(['Are you there?']);
    // Another browser (no cookie) sees nothing.
    expect((await guests.inject({ url: supportApi.getState.path })).json().conversation).toBeNull();

    // The guest signs up: the conversation comes along, and the guest cookie no longer reads it.
    const player = await registerPlayer(guests);
    const claim = await guests.inject({
      method: 'POST',
      url: supportApi.claimGuestConversation.path,
      headers: { ...auth(player.accessToken), cookie },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const mine = (await as(player, guests).get(supportApi.getState.path)).json();
    expect(mine.conversation.id).toBe(left.json().conversation.id);
    const stale = await guests.inject({ url: supportApi.getState.path, headers: { cookie } });
    expect(stale.json().conversation).toBeNull();
  });

  // Issue 27: a made-up `support_guest` cookie per message defeated the guest message limit.
  it('holds the guest message limit per address whatever the cookie, and refuses a made-up guest', async () => {
    const limited = await buildApiOn(t.database.db, {
      GUEST_CHAT_ENABLED: true,
      RATE_LIMIT_SUPPORT_MESSAGES_PER_MINUTE: 3,
      KYC_STORAGE_DIR: storageDir,
    });
    try {
      const post = (ip: string, cookie?: string) =>
        limited.inject({
          method: 'POST',
          url: supportApi.sendMessage.path,
          headers: { ...SITE_CSRF, ...(cookie ? { cookie } : {}) },
          payload: { body: 'hello', email: 'guest@example.com' },
          remoteAddress: ip,
        });
      // A made-up guest identity is refused (and cleared), not taken as a new guest.
      const madeUp = await post('198.51.100.70', 'support_guest=made-up-by-the-caller');
      expect(madeUp.statusCode, madeUp.body).toBe(403);
      expect(madeUp.json().error.code).toBe('invalid_guest');
      expect(String(madeUp.headers['set-cookie'])).toMatch(/support_guest=;/);

      // Four real guests (identities the server issued elsewhere) write from one address: the
      // address's limit holds, whichever cookie each message carries.
      const cookies: string[] = [];
      for (let i = 0; i < 4; i++) {
        const first = await post(`198.51.100.${80 + i}`);
        expect(first.statusCode, first.body).toBe(200);
        cookies.push(guestCookieOf(first)!);
      }
      const fromOne = [];
      for (const cookie of cookies) fromOne.push((await post('198.51.100.90', cookie)).statusCode);
      expect(fromOne).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('agent answers live: queue with wait time, assign, reply in order, read marks, close', async () => {
    const player = await registerPlayer(t.app);
    // The agent's queue call puts them online.
    const queue0 = await agentCall('GET', backofficeApi.listSupportConversations.path);
    expect(queue0.statusCode).toBe(200);
    expect(queue0.json().agentsOnline).toBeGreaterThan(0);
    const state0 = (await as(player).get(supportApi.getState.path)).json();
    expect(state0.availability).toEqual({ isOnline: true, reason: null });

    const first = await as(player).post(supportApi.sendMessage.path, {
      body: 'Where is my money?',
      locale: 'de',
    });
    const { conversation } = first.json();
    expect(first.json().message.seq).toBe(1);

    // The player listens on the conversation's channel with the token the API hands out.
    const url = await listen(t.app);
    const client = realtimeClient(url, { token: player.accessToken });
    clients.push(client);
    const pushes: SupportPush[] = [];
    const sub: Subscription = client.newSubscription(conversation.channel, {
      getToken: async () => (await as(player).get(supportApi.getChannelToken.path)).json().token,
    });
    sub.on('publication', (ctx) => pushes.push(ctx.data as SupportPush));
    sub.subscribe();
    client.connect();
    await next(sub, 'subscribed');

    const queue = (await agentCall('GET', backofficeApi.listSupportConversations.path)).json();
    const item = queue.items.find((i: { id: string }) => i.id === conversation.id);
    expect(item).toMatchObject({
      status: 'open',
      source: 'chat',
      locale: 'de',
      player: { id: player.id, email: player.email },
      assignedTo: null,
      lastMessage: 'Where is my money?',
      unread: 1,
    });
    expect(Date.parse(item.waitingSince)).toBeLessThanOrEqual(Date.now());

    // The player keeps a daily deposit limit: the agent sees it beside the conversation.
    const limit = await as(player).post(limitsApi.changeLimit.path, {
      action: 'set',
      definition: 3,
      period: 'daily',
      currency: 'USD',
      amount: 5_000,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const detail = await agentCall(
      'GET',
      boPath(backofficeApi.getSupportConversation.path, conversation.id),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().context).toMatchObject({
      player: { id: player.id, email: player.email },
      balances: [expect.objectContaining({ currency: 'USD', real: 0 })],
      pendingWithdrawals: 0,
      limits: {
        isExcluded: false,
        items: [expect.objectContaining({ definition: 3, period: 'daily', amount: 5_000 })],
      },
    });
    const canned = await agentCall('GET', `${backofficeApi.listSupportCanned.path}?locale=de`);
    expect(canned.json().items[0].body).toMatch(/^Hallo/);

    const assign = await agentCall(
      'POST',
      boPath(backofficeApi.assignSupportConversation.path, conversation.id),
    );
    expect(assign.statusCode, assign.body).toBe(200);
    await agentCall('POST', boPath(backofficeApi.sendSupportTyping.path, conversation.id));
    for (const body of ['Hallo!', 'Checking it now.']) {
      const reply = await agentCall(
        'POST',
        boPath(backofficeApi.sendSupportMessage.path, conversation.id),
        { body },
      );
      expect(reply.statusCode, reply.body).toBe(200);
    }
    await eventually(() => pushes.filter((p) => p.type === 'support.message').length === 2);
    expect(pushes.find((p) => p.type === 'support.typing')).toEqual({
      type: 'support.typing',
      author: 'agent',
    });
    expect(
      pushes.flatMap((p) =>
        p.type === 'support.message' ? [[p.message.seq, p.message.body, p.message.agentName]] : [],
      ),
    ).toEqual([
      [2, 'Hallo!', 'support'],
      [3, 'Checking it now.', 'support'],
    ]);

    // Resuming after seq 1 returns exactly what came after; unread until the read mark.
    const resumed = (await as(player).get(`${supportApi.getState.path}?after=1`)).json();
    expect(resumed.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    expect(resumed.unread).toBe(2);
    expect((await as(player).post(supportApi.markRead.path, { seq: 3 })).statusCode).toBe(200);
    expect((await as(player).get(supportApi.getState.path)).json().unread).toBe(0);
    await agentCall('POST', boPath(backofficeApi.markSupportRead.path, conversation.id), {
      seq: 1,
    });
    await eventually(() => pushes.find((p) => p.type === 'support.read' && p.author === 'agent'));

    const close = await agentCall(
      'POST',
      boPath(backofficeApi.closeSupportConversation.path, conversation.id),
    );
    expect(close.statusCode).toBe(200);
    await eventually(() =>
      pushes.find((p) => p.type === 'support.status' && p.status === 'closed'),
    );
    const late = await agentCall(
      'POST',
      boPath(backofficeApi.sendSupportMessage.path, conversation.id),
      { body: 'x' },
    );
    expect(late.statusCode).toBe(409);
    // The player's next message opens a new conversation.
    const reopened = await as(player).post(supportApi.sendMessage.path, { body: 'One more thing' });
    expect(reopened.json().conversation.id).not.toBe(conversation.id);
    expect(reopened.json().message.seq).toBe(1);
  });
});

describe('Zendesk messaging token', () => {
  const SECRET = 'zendesk-test-secret-0123456789abcdef';
  let t: TestApp;
  let plain: TestServer;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, {
      ZENDESK_KEY_ID: 'app_123',
      ZENDESK_SECRET: SECRET,
    });
    plain = await buildApiOn(t.database.db);
  });
  afterAll(async () => {
    await plain?.close();
    await t?.close();
  });

  it('signs a short-lived JWT for the signed-in player that verifies with the configured secret', async () => {
    const player = await registerPlayer(t.app);
    const res = await t.app.inject({
      url: supportApi.getZendeskToken.path,
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payload, protectedHeader } = await jwtVerify(
      res.json().token,
      new TextEncoder().encode(SECRET),
    );
    expect(protectedHeader).toMatchObject({ alg: 'HS256', kid: 'app_123' });
    expect(payload).toMatchObject({
      scope: 'user',
      external_id: `${player.id}-aurora`,
      email: player.email,
      email_verified: false,
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    await expect(
      jwtVerify(res.json().token, new TextEncoder().encode(`${SECRET}x`)),
    ).rejects.toThrow();
    // Guests get 401; without the settings the call answers 404.
    expect((await t.app.inject({ url: supportApi.getZendeskToken.path })).statusCode).toBe(401);
    const off = await plain.inject({
      url: supportApi.getZendeskToken.path,
      headers: auth(player.accessToken),
    });
    expect(off.statusCode).toBe(404);
    expect(off.json().error).toMatchObject({ code: 'zendesk_not_configured' });
  });
});

describe('chat widget adapters', () => {
  const ZENDESK = {
    SUPPORT_CHAT_ADAPTER: 'zendesk',
    ZENDESK_WIDGET_KEY: 'snippet-key-1',
    ZENDESK_KEY_ID: 'app_123',
    ZENDESK_SECRET: 'zendesk-test-secret-0123456789abcdef',
  } as const;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, ZENDESK);
  });
  afterAll(() => t?.close());

  it('names the widget in /api/player/init, and none with the built-in chat', async () => {
    const init = await t.app.inject({ url: '/api/player/init' });
    expect(init.json().chatWidget).toEqual({
      adapter: 'zendesk',
      scriptUrl: 'https://static.zdassets.com/ekr/snippet.js',
      key: 'snippet-key-1',
    });
    const freshchat = await buildApiOn(t.database.db, {
      SUPPORT_CHAT_ADAPTER: 'freshchat',
      FRESHCHAT_TOKEN: 'fc-token',
    });
    expect((await freshchat.inject({ url: '/api/player/init' })).json().chatWidget).toEqual({
      adapter: 'freshchat',
      scriptUrl: 'https://wchat.freshchat.com/js/widget.js',
      token: 'fc-token',
      host: 'https://wchat.freshchat.com',
    });
    await freshchat.close();
    const builtin = await buildApiOn(t.database.db);
    expect((await builtin.inject({ url: '/api/player/init' })).json().chatWidget).toBeNull();
    await builtin.close();
  });

  it('refuses to start a widget adapter without its settings, naming them', async () => {
    // A vendor's own script named (no sandbox twin then) without the keys.
    await expect(
      buildApiOn(t.database.db, {
        SUPPORT_CHAT_ADAPTER: 'zendesk',
        ZENDESK_WIDGET_URL: 'https://static.zdassets.com/ekr/snippet.js',
        ZENDESK_KEY_ID: 'app_1',
      }),
    ).rejects.toThrow('SUPPORT_CHAT_ADAPTER=zendesk needs ZENDESK_WIDGET_KEY, ZENDESK_SECRET');
    await expect(
      buildApiOn(t.database.db, {
        SUPPORT_CHAT_ADAPTER: 'freshchat',
        FRESHCHAT_WIDGET_URL: 'https://wchat.freshchat.com/js/widget.js',
      }),
    ).rejects.toThrow('SUPPORT_CHAT_ADAPTER=freshchat needs FRESHCHAT_TOKEN');
  });
});
