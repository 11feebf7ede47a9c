import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { i18n } from '@tunne/app-kit';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { kindConfigs, valuesOf, type Context } from '../config.tsx';
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
