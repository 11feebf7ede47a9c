import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('labels the field', () => {
    render(<TextArea label="Perustelu" />);
    const textarea = screen.getByRole('textbox', { name: 'Perustelu' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect(textarea.getAttribute('aria-describedby')).toBeNull();
  });

  it('links the hint and the error by aria-describedby and sets aria-invalid', () => {
    render(<TextArea label="Perustelu" hint="Näkyy historiassa" error="Perustelu puuttuu" />);
    const textarea = screen.getByRole('textbox', { name: 'Perustelu' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const texts = (textarea.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Näkyy historiassa', 'Perustelu puuttuu']);
  });

  it('shows the required mark only with markRequired', () => {
    const { unmount } = render(<TextArea label="Vastaus" required />);
    expect(screen.getByRole('textbox', { name: 'Vastaus' }).hasAttribute('required')).toBe(true);
    expect(screen.queryByText('*', { exact: false })).toBeNull();
    unmount();
    render(<TextArea label="Vastaus" required markRequired />);
    expect(screen.getByRole('textbox', { name: 'Vastaus' }).hasAttribute('required')).toBe(true);
    expect(screen.getByText('*', { exact: false }).getAttribute('aria-hidden')).toBe('true');
  });

  it('forwards ref, name, onChange and onBlur like react-hook-form register() does', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextArea label="Kommentti" name="comment" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const textarea = screen.getByRole('textbox', { name: 'Kommentti' });
    expect(ref.current).toBe(textarea);
    expect(textarea.getAttribute('name')).toBe('comment');
    await userEvent.type(textarea, 'Ok');
    expect(onChange).toHaveBeenCalled();
    expect(ref.current?.value).toBe('Ok');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
