import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '../TextInput/TextInput';
import { FormDialog } from './FormDialog';

const base = { open: true, title: 'Uusi kysymys', submitLabel: 'Tallenna', cancelLabel: 'Peruuta', closeLabel: 'Sulje' };

describe('FormDialog', () => {
  it('submits the form by its button and by Enter, focusing the first field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <FormDialog {...base} onSubmit={onSubmit} onClose={() => {}}>
        <TextInput label="Kysymys" />
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Uusi kysymys' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Kysymys' }));
    await user.keyboard('Toimiala{Enter}');
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the error, and while busy neither submits again nor closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <FormDialog {...base} busy error="Tallennus epäonnistui" onSubmit={onSubmit} onClose={onClose}>
        <TextInput label="Kysymys" />
      </FormDialog>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Tallennus epäonnistui');
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancel closes', async () => {
    const onClose = vi.fn();
    render(
      <FormDialog {...base} onSubmit={() => {}} onClose={onClose}>
        <TextInput label="Kysymys" />
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
