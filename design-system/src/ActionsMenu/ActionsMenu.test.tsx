import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionsMenu, type MenuAction } from './ActionsMenu';

const setup = (overrides: Partial<MenuAction> = {}) => {
  const archive = vi.fn();
  const remove = vi.fn();
  const actions: MenuAction[] = [
    { id: 'assign', label: 'Vaihda vastuuhenkilö', onSelect: vi.fn() },
    { id: 'archive', label: 'Arkistoi…', onSelect: archive, ...overrides },
    { id: 'delete', label: 'Poista pysyvästi…', destructive: true, onSelect: remove },
  ];
  render(<ActionsMenu label="Lisää toimintoja" actions={actions} />);
  return { archive, remove, button: screen.getByRole('button', { name: /Lisää toimintoja/ }) };
};

describe('ActionsMenu', () => {
  it('is a closed menu button until opened', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: /Lisää toimintoja/ });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Vaihda vastuuhenkilö' }));
  });

  it('arrows, Home and End move (wrapping), Escape closes back on the button', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Poista pysyvästi…' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Vaihda vastuuhenkilö' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Poista pysyvästi…' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Vaihda vastuuhenkilö' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('chooses an item with Enter, closing the menu before the action runs', async () => {
    const user = userEvent.setup();
    const { button, remove } = setup();
    button.focus();
    await user.keyboard('{Enter}{End}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('keeps a disabled item in reach, described by its reason, and does nothing on it', async () => {
    const user = userEvent.setup();
    const { button, archive } = setup({ disabledReason: 'Asiakas on jäädytetty' });
    await user.click(button);
    const item = screen.getByRole('menuitem', { name: 'Arkistoi…' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Asiakas on jäädytetty');
    await user.click(item);
    expect(archive).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('closes on a click outside without taking the focus', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('draws nothing without actions', () => {
    const { container } = render(<ActionsMenu label="Lisää toimintoja" actions={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
