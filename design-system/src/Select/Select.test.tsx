import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = (
  <>
    <option value="a">A</option>
    <option value="b">B</option>
  </>
);

describe('Select', () => {
  it('labels the select', () => {
    render(<Select label="Tila">{options}</Select>);
    const select = screen.getByRole('combobox', { name: 'Tila' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(select.className).toContain('control');
    expect(select.className).not.toContain('small');
  });

  it('shows the error linked by aria-describedby and sets aria-invalid', () => {
    render(
      <Select label="Tila" error="Valitse tila">
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Tila' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Valitse tila');
    expect(select.className).toContain('invalid');
  });

  it('marks required, keeps a hidden label accessible and takes the small size and field class', () => {
    render(
      <Select label="Sivukoko" required hideLabel size="sm" fieldClassName="extra">
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Sivukoko' });
    expect(select.hasAttribute('required')).toBe(true);
    expect(select.className).toContain('small');
    expect(screen.getByText('*', { exact: false }).getAttribute('aria-hidden')).toBe('true');
    expect(select.closest('.extra')).not.toBeNull();
  });

  it('forwards ref, name and onChange like react-hook-form register() does', async () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    render(
      <Select label="Tila" name="state" ref={ref} onChange={onChange}>
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Tila' });
    expect(ref.current).toBe(select);
    expect(select.getAttribute('name')).toBe('state');
    await userEvent.selectOptions(select, 'b');
    expect(onChange).toHaveBeenCalled();
    expect(ref.current?.value).toBe('b');
  });
});
