import { describe, expect, it } from 'vitest';
import { hotkeyFor, hotkeyHelp, isEditableTarget } from './hotkeys.ts';

const press = (key: string, modifiers: Partial<KeyboardEventInit> = {}) => new KeyboardEvent('keydown', { key, bubbles: true, ...modifiers });

const hotkey = (key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEventInit> = {}) => {
  const event = press(key, modifiers);
  return hotkeyFor({
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    isComposing: event.isComposing,
    target,
  });
};

describe('hotkeyFor', () => {
  it('maps f, + and p outside fields', () => {
    expect(hotkey('f')).toBe('search');
    expect(hotkey('+')).toBe('add');
    expect(hotkey('p')).toBe('profile');
    expect(hotkey('x')).toBeNull();
    expect(hotkey('F')).toBeNull();
  });

  it('maps ? (Shift+/, or Shift++ on a Finnish keyboard) to the help, but not in a field', () => {
    expect(hotkey('?', document.body, { shiftKey: true })).toBe('help');
    expect(hotkey('/')).toBeNull();
    expect(hotkey('?', document.createElement('input'), { shiftKey: true })).toBeNull();
    expect(hotkey('?', document.body, { ctrlKey: true, shiftKey: true })).toBeNull();
  });

  it('lists every hotkey in the help, and Escape', () => {
    expect(hotkeyHelp).toEqual([
      { key: 'f', text: 'search' },
      { key: '+', text: 'add' },
      { key: 'p', text: 'profile' },
      { key: '?', text: 'help' },
      { key: 'Esc', text: 'escape' },
    ]);
  });

  it('ignores presses with ctrl, meta or alt', () => {
    expect(hotkey('f', document.body, { ctrlKey: true })).toBeNull();
    expect(hotkey('p', document.body, { metaKey: true })).toBeNull();
    expect(hotkey('+', document.body, { altKey: true })).toBeNull();
  });

  it('ignores presses while focus is in an input, textarea, select or contenteditable', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.append(inner);
    document.body.append(input, textarea, select, editable);
    for (const target of [input, textarea, select, inner]) expect(hotkey('f', target)).toBeNull();
    expect(hotkey('f', document.createElement('button'))).toBe('search');
  });
});

describe('isEditableTarget', () => {
  it('treats non-elements as not editable', () => {
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget(window)).toBe(false);
  });
});
