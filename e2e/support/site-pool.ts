import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { bootSite, type RunningSite, type SettingsEnv } from './boot-site.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';

/** Spare sites kept booted at most (each a server process with its own database). */
const MAX_SPARES = 3;

/**
 * Sites booted ahead for the browser journeys (vitest globalSetup of the e2e project). Every
 * journey file still gets a site of its own: a fresh process on a fresh copy of the seeded
 * database, never one another file has used. What the pool saves is the wait: while a file
 * runs, the next site with the same settings boots beside it, so the next file asking for
 * those settings finds it ready instead of waiting a boot (8 s quiet, up to 30 s on a loaded
 * CI machine). Spares are made for settings asked for at least twice in the run (most files
 * share a few sets of settings), one at a time, at most MAX_SPARES; a run of one file
 * makes none. Sites with a chosen port or database folder never come from here.
 */
class SitePool {
  private readonly spares = new Map<string, Promise<RunningSite>>();
  private readonly taken = new Map<string, number>();
  private readonly live = new Map<string, RunningSite>();
  private booting: Promise<unknown> = Promise.resolve();
  private nextId = 0;
  private isClosed = false;

  async take(settings: SettingsEnv): Promise<{ id: string; site: RunningSite }> {
    const key = JSON.stringify(settings);
    const spare = this.spares.get(key);
    this.spares.delete(key);
    this.taken.set(key, (this.taken.get(key) ?? 0) + 1);
    const site = (await spare?.then(isAlive, () => undefined)) ?? (await bootSite(settings));
    const id = String(++this.nextId);
    this.live.set(id, site);
    if ((this.taken.get(key) ?? 0) >= 2) this.addSpare(key, settings);
    return { id, site };
  }

  async close(id: string) {
    const site = this.live.get(id);
    this.live.delete(id);
    await site?.close();
  }

  /** Boots a site for `settings` after the spares already booting (one boot at a time). */
  private addSpare(key: string, settings: SettingsEnv) {
    if (this.isClosed || this.spares.has(key) || this.spares.size >= MAX_SPARES) return;
    const spare = this.booting.then(() => bootSite(settings));
    this.booting = spare.catch(() => {});
    this.spares.set(key, spare);
  }

  async closeAll() {
    this.isClosed = true;
    const spares = [...this.spares.values()];
    this.spares.clear();
    await Promise.all([
      ...[...this.live.keys()].map((id) => this.close(id)),
      ...spares.map((spare) => spare.then((site) => site.close()).catch(() => {})),
    ]);
  }
}

/** The spare still answers (a process that died while waiting is replaced, not handed out). */
async function isAlive(site: RunningSite): Promise<RunningSite | undefined> {
  const ready = await fetch(`${site.url}/api/ready`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) return site;
  await site.close();
  return undefined;
}

/**
 * The one Chromium the journey files connect to (site.ts `launchBrowser`), started on first
 * use and again if it has gone.
 */
function sharedBrowser() {
  let server: Promise<BrowserServer> | undefined;
  return {
    endpoint() {
      if (!server) {
        const launching = chromium.launchServer(CHROMIUM_LAUNCH);
        server = launching;
        launching.then(
          (started) =>
            started.on('close', () => {
              if (server === launching) server = undefined;
            }),
          () => {
            server = undefined;
          },
        );
      }
      return server.then((started) => started.wsEndpoint());
    },
    async close() {
      await (await server?.catch(() => undefined))?.close();
    },
  };
}

async function body(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : null;
}

function reply(response: ServerResponse, status: number, value?: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(value === undefined ? '' : JSON.stringify(value));
}

/**
 * Serves the pool to the journey files' workers over HTTP on 127.0.0.1 (support/site.ts):
 * `POST /sites` with `{ settings }` answers `{ id, url, operatorKey }` of a booted site,
 * `DELETE /sites/{id}` stops it and removes its database, `POST /browser` answers the shared
 * Chromium's `{ wsEndpoint }`.
 */
export default async function setup(project: TestProject) {
  const pool = new SitePool();
  const browser = sharedBrowser();
  const server = createServer((request, response) => {
    const id = /^\/sites\/(\d+)$/.exec(request.url ?? '')?.[1];
    const answer =
      request.method === 'POST' && request.url === '/browser'
        ? browser.endpoint().then((wsEndpoint) => reply(response, 200, { wsEndpoint }))
        : request.method === 'POST' && request.url === '/sites'
          ? body(request).then(async (sent) => {
              const { id: taken, site } = await pool.take(
                (sent as { settings: SettingsEnv }).settings,
              );
              reply(response, 200, { id: taken, url: site.url, operatorKey: site.operatorKey });
            })
          : request.method === 'DELETE' && id
            ? pool.close(id).then(() => reply(response, 204))
            : Promise.resolve(reply(response, 404, { error: 'no such route' }));
    answer.catch((error: unknown) => reply(response, 500, { error: String(error) }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  project.provide('sitePool', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.close();
    await Promise.all([pool.closeAll(), browser.close()]);
  };
}
