import { h } from './dom.ts';

/** The dock's big button that plays a round (the Space bar presses it too). */
export const createActionButton = (icon: string | Node, label: string) =>
  h(
    'button',
    { class: 'action spin', type: 'button', 'aria-keyshortcuts': 'Space', 'data-testid': 'play' },
    h('span', { class: 'action-icon', 'aria-hidden': 'true' }, icon),
    h('span', {}, label),
  );
