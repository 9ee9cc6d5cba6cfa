// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

describe('a modal whose content is still loading', () => {
  it('holds the focus on the dialog itself, so a key pressed meanwhile closes nothing', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Sign in" onClose={onClose} isBusy>
        <p>Loading…</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(document.activeElement).toBe(dialog);
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts in the first field once its content is there', () => {
    render(
      <Modal title="Sign in" onClose={() => {}}>
        <label>
          Email
          <input type="email" />
        </label>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
