import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageChooser } from './LanguageChooser';

const options = [
  { value: 'fi', label: 'Suomi' },
  { value: 'en', label: 'English' },
  { value: 'se', label: 'Svenska' },
];

describe('LanguageChooser', () => {
  it('is a named control showing the current language', () => {
    render(<LanguageChooser label="Kieli" value="fi" options={options} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Kieli' }) as HTMLSelectElement;
    expect(select.value).toBe('fi');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('calls onChange with the chosen value', async () => {
    const onChange = vi.fn();
    render(<LanguageChooser label="Kieli" value="fi" options={options} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kieli' }), 'se');
    expect(onChange).toHaveBeenCalledWith('se');
  });
});
