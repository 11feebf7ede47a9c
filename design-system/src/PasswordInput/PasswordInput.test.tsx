import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('toggles between hidden and revealed with a named button', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<PasswordInput label="Salasana" showLabel="Näytä salasana" hideLabel="Piilota salasana" ref={ref} />);
    const input = screen.getByLabelText('Salasana');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Näytä salasana' }));
    expect(input.getAttribute('type')).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Piilota salasana' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows errors like TextInput', () => {
    render(<PasswordInput label="Salasana" showLabel="Show" hideLabel="Hide" error="Liian lyhyt" />);
    const input = screen.getByLabelText('Salasana');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Liian lyhyt');
  });
});
