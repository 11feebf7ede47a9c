import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('labels the box with its text and puts className on the label', () => {
    render(<Checkbox label="Seuranta" className="extra" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Seuranta' });
    const label = checkbox.closest('label');
    expect(label?.className).toContain('check');
    expect(label?.className).toContain('extra');
  });

  it('toggles when the text is clicked and forwards ref, name and onChange', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<Checkbox label="Seuranta" name="monitoring" ref={ref} onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Seuranta' });
    expect(ref.current).toBe(checkbox);
    expect(checkbox.getAttribute('name')).toBe('monitoring');
    await userEvent.click(screen.getByText('Seuranta'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ref.current?.checked).toBe(true);
  });
});
