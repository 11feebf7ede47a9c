import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { ApiCallError, i18n } from '@tunne/app-kit';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { kindConfigs, valuesOf, type Context } from '../config.tsx';
import type { RelatedKind } from '../types.ts';
import { roleNames, roleOptions } from '../roles.ts';
import { RecordDialog } from './RecordDialog.tsx';

describe('editing a responsible person saved with a role the list no longer offers', () => {
  beforeAll(() => setTestLanguage('fi'));
  afterEach(() => cleanup());

  it('keeps the saved role selected under its name, so saving another change needs no new choice', () => {
    const ctx: Context = {
      t: i18n.getFixedT('fi', 'customers') as unknown as TFunction,
      users: [],
      roles: roleOptions('FI', 'fi'),
      roleNames: roleNames('FI', 'fi'),
      customerCountry: 'FI',
    };
    const fields = kindConfigs.responsiblepersons.fields;
    render(
      <RecordDialog
        kind="responsiblepersons"
        title="Muokkaa vastuuhenkilöä"
        fields={fields}
        initial={valuesOf(fields, { name: 'Äijälä Marja', role: 'CEO' })}
        ctx={ctx}
        onSave={async () => undefined}
        onClose={() => undefined}
        onError={() => undefined}
      />,
    );
    const role = screen.getByRole('combobox', { name: /Rooli/ }) as HTMLSelectElement;
    expect(role.value).toBe('CEO');
    expect(role.selectedOptions[0]?.textContent).toBe('Toimitusjohtaja');
    // The list itself still offers the name once, by the country's code.
    expect([...role.options].filter((option) => option.textContent === 'Toimitusjohtaja').map((option) => option.value)).toEqual(['TJ', 'CEO']);
  });
});

describe('dates in the related-record dialogs (issue 26: a year 22026 passed the client)', () => {
  beforeAll(() => setTestLanguage('fi'));
  afterEach(() => cleanup());

  const ctx = (): Context => ({ t: i18n.getFixedT('fi', 'customers') as unknown as TFunction, users: [], roles: roleOptions('FI', 'fi'), roleNames: roleNames('FI', 'fi'), customerCountry: 'FI' });
  const open = (kind: RelatedKind, onSave: () => Promise<void>, onError: (error: unknown) => void = () => undefined) => {
    const fields = kindConfigs[kind].fields;
    render(<RecordDialog kind={kind} title="Lisää" fields={fields} initial={valuesOf(fields, null)} ctx={ctx()} onSave={onSave} onClose={() => undefined} onError={onError} />);
  };
  const described = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

  it('refuses an impossible birth date at its field, naming the field, and does not send it', async () => {
    let saved = 0;
    open('owners', async () => {
      saved += 1;
    });
    // No red before any input.
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    const dob = screen.getByLabelText(/Syntymäaika/);
    // Chromium's date input keeps a six-digit year ('22026-05-04'); jsdom would sanitise it to '', so it is given here.
    Object.defineProperty(dob, 'value', { configurable: true, get: () => '22026-05-04', set: () => undefined });
    fireEvent.change(dob);
    fireEvent.blur(dob);
    const text = 'Syntymäaika: anna oikea päivämäärä (vuosi neljällä numerolla).';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(described(dob)).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(1));
    expect(saved).toBe(0);
  });

  it('refuses a date the browser could not read (its value is then empty) rather than saving no date', async () => {
    let saved = 0;
    open('todos', async () => {
      saved += 1;
    });
    const deadline = screen.getByLabelText(/Määräpäivä/);
    Object.defineProperty(deadline, 'validity', { configurable: true, get: () => ({ badInput: true, valid: false }) });
    fireEvent.blur(deadline);
    expect(await screen.findByText('Määräpäivä: anna oikea päivämäärä (vuosi neljällä numerolla).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(screen.getByText(/Valitse vastuuhenkilö/)).toBeTruthy());
    expect(saved).toBe(0);
  });

  it('shows the service\'s VALIDATION_FAILED at the field its pointer names; a pointer to no field of the form goes to the error dialog', async () => {
    const refusal = (field: string) => new ApiCallError('VALIDATION_FAILED', 'bad', 400, [{ code: 'VALIDATION_FAILED', message: 'bad', field }]);
    const shown: unknown[] = [];
    let next = refusal('/start_date');
    open('peps', async () => {
      throw next;
    }, (error) => shown.push(error));
    fireEvent.change(screen.getByLabelText(/Nimi/), { target: { value: 'Pekka Poliitikko' } });
    fireEvent.click(screen.getByLabelText('PEP itse'));
    fireEvent.change(screen.getByLabelText(/Tehtävä alkoi/), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Tehtävä alkoi: anna oikea päivämäärä (vuosi neljällä numerolla).')).toBeTruthy();
    expect(shown).toEqual([]);

    next = refusal('/organisations_id');
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(shown).toEqual([next]));
  });
});
