export type Hotkey = 'search' | 'add' | 'profile' | 'help';

const keys: Record<string, Hotkey> = { f: 'search', '+': 'add', p: 'profile', '?': 'help' };

/**
 * Every key the shell answers to, in the order the help lists them, with the shell text that says what it does
 * (hotkeys.<text>). Escape is no hotkey of its own: every dialog and menu closes on it.
 */
export const hotkeyHelp: readonly { key: string; text: Hotkey | 'escape' }[] = [
  ...Object.entries(keys).map(([key, hotkey]) => ({ key, text: hotkey })),
  { key: 'Esc', text: 'escape' },
];

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/** Typing in a field must never trigger a hotkey. */
export const isEditableTarget = (target: EventTarget | null): boolean => {
  const element = target as ElementLike | null;
  if (!element || typeof element.tagName !== 'string') return false;
  const tag = element.tagName.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (element.isContentEditable) return true;
  return Boolean(element.closest?.('[contenteditable]:not([contenteditable="false"])'));
};

/**
 * The hotkey a key press means (spec §2: f search, + add, p profile; ? this list), or null when it is not one:
 * a modifier is held (Shift only changes the character, so 'F' is not 'f' and Shift+/ is '?'), focus is in an
 * editable element, or the press is part of an IME composition.
 */
export const hotkeyFor = (event: KeyLike): Hotkey | null => {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || event.isComposing) return null;
  if (isEditableTarget(event.target)) return null;
  return keys[event.key] ?? null;
};
