/**
 * What the browser build resolves `react-dom/client` to (docs/decisions/033).
 *
 * React Router's `HydratedRouter` suspends on its first render until the loader data streamed in
 * the page is decoded. React waits for that at the root. Preact needs a Suspense boundary, one
 * around `<html>` would not match the server's markup, and a render that throws at the root
 * leaves Preact believing it is still hydrating (its external-store hooks then keep reading the
 * server's snapshot and re-render for ever). So the root component is first called on its own,
 * outside any render, until it stops throwing a promise: it creates the router then and stops at
 * its first hook; hydration starts after that and renders straight through.
 */
import { type ComponentChild, Fragment, type VNode } from 'preact';
import { hydrate } from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import { nextTask } from '../app/lib/next-task.ts';

export { createRoot };

/**
 * Preact renders "into a document" into its `<html>`, where the site's root component renders
 * `<html>` itself. So it gets the document seen as a parent whose only child is `<html>`: the
 * root element is adopted in place (the doctype is left alone).
 */
function asParent(container: Element | Document): Element {
  if (container.nodeType !== Node.DOCUMENT_NODE) return container as Element;
  const root = (container as Document).documentElement;
  return new Proxy(container, {
    get(target, key) {
      if (key === 'nodeType') return Node.ELEMENT_NODE;
      if (key === 'firstChild') return root;
      if (key === 'childNodes') return [root];
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, key, value) {
      return Reflect.set(target, key, value, target);
    },
  }) as unknown as Element;
}

/**
 * React's server writes the resource hints it hoisted (`preload()` of a tile's art, module
 * preloads) at the top of `<head>`, ahead of the tree's own links. Preact adopts elements of
 * the same tag in order, so the hints go to the end, where they are left over and dropped once
 * the head is adopted (their fetches have started already).
 */
function hintsLast(container: Element | Document) {
  const head = container.ownerDocument?.head ?? (container as Document).head;
  if (!head) return;
  for (const hint of head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) {
    head.append(hint);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** The first component under the root's fragments (`StrictMode` is a fragment here). */
function rootComponent(node: ComponentChild): VNode<object> | null {
  let current = node as VNode<{ children?: ComponentChild }> | null;
  while (current && typeof current === 'object' && current.type === Fragment) {
    const inner = current.props.children;
    current = Array.isArray(inner) ? null : (inner as typeof current);
  }
  return current && typeof current === 'object' && typeof current.type === 'function'
    ? current
    : null;
}

async function settled(node: ComponentChild) {
  const root = rootComponent(node);
  if (!root) return;
  const render = root.type as (props: object) => unknown;
  for (;;) {
    try {
      render(root.props);
      return;
    } catch (thrown) {
      // Anything but a promise (its first hook, called outside a render) means it is ready.
      if (!isThenable(thrown)) return;
      await thrown;
    }
  }
}

export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  const parent = asParent(container);
  hintsLast(container);
  void settled(children)
    .then(nextTask)
    .then(() => {
      const w = window as Window & { __hydrating?: boolean; __hydrated?: boolean };
      // Parts of the page wrapped in `HydrateLater` wait for a task of their own meanwhile.
      w.__hydrating = true;
      try {
        hydrate(children, parent);
      } finally {
        w.__hydrating = false;
      }
      // Everything the server rendered is Preact's now (hydration is synchronous); the inline
      // script holding early form submits reads this (app/lib/early-submit.ts).
      w.__hydrated = true;
    });
  return createRoot(parent);
}

export default { createRoot, hydrateRoot };
