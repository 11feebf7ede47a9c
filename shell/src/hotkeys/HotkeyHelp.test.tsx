import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { i18n } from '@tunne/app-kit';
import { addShellTexts } from '../test/fake-service.ts';
import { HotkeyHelp, HotkeyHelpButton } from './HotkeyHelp.tsx';
import { useHotkeyHelpStore } from './hotkey-help-store.ts';
import { useHotkeys } from './use-hotkeys.ts';

/** The frame's part in this: the hotkeys listen, the help is mounted, and there is a field to type in. */
const Harness = () => {
  const searchRef = useRef<HTMLInputElement>(null);
  useHotkeys(searchRef);
  return (
    <>
      <input ref={searchRef} type="search" aria-label="Hae asiakkaita" />
      <textarea aria-label="Muistiinpano" />
      <HotkeyHelpButton />
      <HotkeyHelp />
    </>
  );
};

/** Shift+/ as the browser reports it: the key is '?'. */
const pressQuestionMark = (target: Element | Window = window): void => {
  fireEvent.keyDown(target, { key: '?', shiftKey: true, bubbles: true });
};

const helpDialog = () => screen.queryByRole('dialog', { name: 'Pikanäppäimet' });

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  useHotkeyHelpStore.setState({ open: false });
});

afterEach(() => cleanup());

describe('hotkey help', () => {
  it('opens on ? with every shell hotkey and what it does, and closes on Escape', async () => {
    render(<Harness />);
    expect(helpDialog()).toBeNull();
    act(() => pressQuestionMark(document.body));
    const dialog = helpDialog()!;
    expect(dialog).toBeTruthy();

    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['f', 'Siirry hakuun'],
      ['+', 'Avaa Lisää uusi -valikko'],
      ['p', 'Avaa oma profiili'],
      ['?', 'Näytä tämä pikanäppäinluettelo'],
      ['Esc', 'Sulje avoin ikkuna tai valikko'],
    ]);
    expect(within(dialog).getByText('Pikanäppäimet toimivat, kun kohdistin ei ole tekstikentässä.')).toBeTruthy();

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(helpDialog()).toBeNull();
  });

  it('is not opened by ? typed in a text field', () => {
    render(<Harness />);
    for (const field of [screen.getByRole('searchbox', { name: 'Hae asiakkaita' }), screen.getByRole('textbox', { name: 'Muistiinpano' })]) {
      field.focus();
      act(() => pressQuestionMark(field));
      expect(helpDialog()).toBeNull();
    }
  });

  it('shows in English too, and opens from the button on the profile page', async () => {
    await i18n.changeLanguage('en');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Show keyboard shortcuts' }));
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Go to search')).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'What it does' })).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
