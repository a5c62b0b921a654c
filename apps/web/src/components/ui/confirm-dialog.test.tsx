// @vitest-environment happy-dom
// The confirm dialog opens with the focus on the safe answer (Cancel, or the caller's own words
// such as 'Keep booking'), not on the close button that comes first in the dialog: Enter or Space
// pressed at once never deletes or cancels anything.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '@/test-utils/render';
import { ConfirmDialog } from './confirm-dialog';

cleanUpAfterEach();

// happy-dom's showModal() only sets `open`. A browser also runs the dialog focusing steps: the
// first descendant with the autofocus attribute, else the first focusable control (here the close
// button) takes the focus. Modelled here, so the test sees what a user of a browser sees.
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]';
const original = HTMLDialogElement.prototype.showModal;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const first =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  };
});
afterAll(() => {
  HTMLDialogElement.prototype.showModal = original;
});

function ask(props: { cancelLabel?: string } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete service"
      message="Are you sure you want to delete this service?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Delete service' }), onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('puts the first focus on Cancel, not on the close button', () => {
    const { dialog } = ask();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('puts the first focus on the safe answer in the caller’s words, and Enter there only cancels', async () => {
    const { onConfirm, onCancel } = ask({ cancelLabel: 'Keep booking' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep booking' }));
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
