import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleChip } from './ToggleChip';

describe('ToggleChip', () => {
  it('is a toggle button that says whether it is on', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ToggleChip pressed={false} onClick={onClick}>
        Seurannassa
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Seurannassa' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalled();
    rerender(
      <ToggleChip pressed onClick={onClick}>
        Seurannassa
      </ToggleChip>,
    );
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });
});
