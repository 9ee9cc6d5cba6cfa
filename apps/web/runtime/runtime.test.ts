import { describe, expect, it } from 'vitest';
import { preactInTheBrowser } from '../scripts/preact-runtime-plugin.ts';
import React, { useOptimistic } from './react.ts';

const { createElement } = React;

describe('the browser runtime (docs/decisions/033)', () => {
  it("sets an image's sources after its other props, so loading=lazy applies first", () => {
    const image = createElement('img', { src: '/a.svg', srcSet: '/a.svg 2x', loading: 'lazy' });
    const keys = Object.keys(image.props as object);
    expect(keys.indexOf('loading')).toBeLessThan(keys.indexOf('srcSet'));
    expect(keys.indexOf('srcSet')).toBeLessThan(keys.indexOf('src'));
    // Other elements keep the order they were written in.
    const link = createElement('a', { href: '/x', title: 'x' });
    expect(Object.keys(link.props as object).slice(0, 2)).toEqual(['href', 'title']);
  });

  it('keeps React-only props out of the DOM', () => {
    const script = createElement('script', { suppressHydrationWarning: true, nonce: 'n' });
    expect(script.props).not.toHaveProperty('suppressHydrationWarning');
    expect(script.props).toHaveProperty('nonce', 'n');
  });

  it("answers React Router's useOptimistic with the state itself, from the named and default exports", () => {
    const state = { location: '/' };
    const [value, set] = useOptimistic(state);
    expect(value).toBe(state);
    expect(() => set({ location: '/games' })).not.toThrow();
    expect(React.useOptimistic).toBe(useOptimistic);
    expect(typeof React.useSyncExternalStore).toBe('function');
  });
});

describe('preactInTheBrowser (the Vite plugin)', () => {
  type Resolve = (
    this: { environment: { name: string }; resolve: (id: string) => Promise<{ id: string }> },
    source: string,
    importer: string | undefined,
    options: object,
  ) => Promise<string | { id: string } | null>;
  const plugin = preactInTheBrowser();
  const resolveId = plugin.resolveId as unknown as Resolve;
  const resolveIn = (environment: string, source: string) =>
    resolveId.call(
      { environment: { name: environment }, resolve: async (id) => ({ id: `resolved:${id}` }) },
      source,
      undefined,
      {},
    );

  it('sends the browser build to Preact and leaves the server on React', async () => {
    expect(await resolveIn('client', 'react')).toMatch(/apps\/web\/runtime\/react\.ts$/);
    expect(await resolveIn('client', 'react-dom')).toMatch(/runtime\/react-dom\.ts$/);
    expect(await resolveIn('client', 'react-dom/client')).toMatch(/runtime\/react-dom-client\.ts$/);
    expect(await resolveIn('client', 'react/jsx-runtime')).toEqual({
      id: 'resolved:preact/compat/jsx-runtime',
    });
    expect(await resolveIn('client', 'react-router')).toBeNull();
    expect(await resolveIn('ssr', 'react')).toBeNull();
    expect(await resolveIn('ssr', 'react-dom/server')).toBeNull();
  });

  it('is off with WEB_BROWSER_RUNTIME=react', () => {
    const apply = plugin.apply as () => boolean;
    const before = process.env.WEB_BROWSER_RUNTIME;
    try {
      process.env.WEB_BROWSER_RUNTIME = 'react';
      expect(apply()).toBe(false);
      delete process.env.WEB_BROWSER_RUNTIME;
      expect(apply()).toBe(true);
    } finally {
      if (before === undefined) delete process.env.WEB_BROWSER_RUNTIME;
      else process.env.WEB_BROWSER_RUNTIME = before;
    }
  });
});
