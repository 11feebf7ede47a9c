import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('labels the field', () => {
    render(<TextInput label="Sähköposti" />);
    const input = screen.getByRole('textbox', { name: 'Sähköposti' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error linked by aria-describedby and sets aria-invalid', () => {
    render(<TextInput label="Sähköposti" hint="Työosoite" error="Virheellinen sähköposti" />);
    const input = screen.getByRole('textbox', { name: 'Sähköposti' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Työosoite');
    expect(texts.some((text) => text?.includes('Virheellinen sähköposti'))).toBe(true);
  });

  it('is invalid by aria-invalid alone when a form-level error, linked by aria-describedby, describes it', () => {
    render(
      <>
        <TextInput label="Sähköposti" aria-invalid aria-describedby="form-error" />
        <p id="form-error">Kirjautuminen epäonnistui</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Sähköposti' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('form-error');
  });

  it('marks required fields visually and for assistive technology', () => {
    render(<TextInput label="Nimi" required requiredMark="(pakollinen)" />);
    const input = screen.getByRole('textbox', { name: 'Nimi' });
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByText('(pakollinen)', { exact: false }).getAttribute('aria-hidden')).toBe('true');
  });

  it('forwards ref, name, onChange and onBlur like react-hook-form register() does', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextInput label="Email" name="email" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('email');
    await userEvent.type(input, 'a@b.fi');
    expect(onChange).toHaveBeenCalled();
    expect(ref.current?.value).toBe('a@b.fi');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
