import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRowAction } from './DeleteRowAction';

const props = {
  label: 'Poista',
  accessibleName: 'Poista: Esimerkki Oy',
  title: 'Poista asiakas?',
  message: 'Esimerkki Oy poistetaan pysyvästi.',
  confirmLabel: 'Poista',
  cancelLabel: 'Peruuta',
};

describe('DeleteRowAction', () => {
  it('asks before deleting and closes once the deletion is done', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DeleteRowAction {...props} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Poista: Esimerkki Oy' }));
    const dialog = screen.getByRole('dialog', { name: 'Poista asiakas?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Peruuta' }));
    const confirm = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Poista')!;
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancel does not delete; a failure closes the dialog and reports the error', async () => {
    const user = userEvent.setup();
    const failure = new Error('conflict');
    const onError = vi.fn();
    const onConfirm = vi.fn(() => Promise.reject(failure));
    render(<DeleteRowAction {...props} onConfirm={onConfirm} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Poista: Esimerkki Oy' }));
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Poista: Esimerkki Oy' }));
    const dialog = screen.getByRole('dialog');
    await user.click([...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Poista')!);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
