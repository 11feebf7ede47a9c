import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('error kind is an alertdialog named by its title and described by the message', () => {
    render(<Dialog open kind="error" title="Virhe" message="Väärä salasana" closeLabel="OK" onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Virhe' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Väärä salasana');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('success kind is a dialog whose button closes it', async () => {
    const onClose = vi.fn();
    render(<Dialog open kind="success" title="Valmis!" message="Tallennettu" closeLabel="OK" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Valmis!' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('confirm kind offers confirm and cancel, focusing cancel first', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <Dialog
        open
        kind="confirm"
        title="Poista asiakas?"
        message="Asiakkaan tiedot poistetaan."
        closeLabel="Peruuta"
        confirmLabel="Poista"
        onClose={onClose}
        onConfirm={onConfirm}
        destructive
      />,
    );
    const cancel = screen.getByRole('button', { name: 'Peruuta' });
    expect(document.activeElement).toBe(cancel);
    await user.click(screen.getByRole('button', { name: 'Poista' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Dialog open kind="error" title="Virhe" message="x" closeLabel="OK" onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
