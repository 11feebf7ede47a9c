import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Muokkaa"
        closeLabel="Sulje"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Tallenna</button>}
      >
        <input aria-label="Nimi" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="T" closeLabel="Close" onClose={() => {}}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog labelled by its title, rendered in a portal', () => {
    const { container } = render(
      <Modal open title="Muokkaa" closeLabel="Sulje" onClose={() => {}}>
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Muokkaa' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(screen.getByRole('button', { name: 'Sulje' })).toBeTruthy();
  });

  it('moves focus in, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nimi' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Sulje' });
    const input = screen.getByRole('textbox', { name: 'Nimi' });
    const save = screen.getByRole('button', { name: 'Tallenna' });

    expect(document.activeElement).toBe(input);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes from the close button and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="T" closeLabel="Close" onClose={onClose}>
        body
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores backdrop clicks when closeOnBackdropClick is false', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="T" closeLabel="Close" onClose={onClose} closeOnBackdropClick={false}>
        body
      </Modal>,
    );
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
