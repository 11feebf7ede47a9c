import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Paging, pageCount } from './Paging';

const labels = { label: 'Sivutus', previous: 'Edellinen', next: 'Seuraava', page: (page: number, pages: number) => `Sivu ${page} / ${pages}` };

describe('Paging', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Paging page={1} pageCount={1} onPageChange={() => {}} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a named navigation that moves one page at a time and disables the ends', async () => {
    const onPageChange = vi.fn();
    render(<Paging page={1} pageCount={3} onPageChange={onPageChange} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Sivutus' });
    expect(nav.textContent).toContain('Sivu 1 / 3');
    expect(screen.getByRole('button', { name: 'Edellinen' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers a rows-per-page choice, also when everything fits on one page', async () => {
    const onSize = vi.fn();
    render(
      <Paging page={1} pageCount={1} onPageChange={() => {}} labels={labels} pageSize={{ value: 100, options: [50, 100, 200], label: 'Rivejä sivulla', onChange: onSize }} />,
    );
    expect(screen.queryByRole('button', { name: 'Seuraava' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Rivejä sivulla'), '200');
    expect(onSize).toHaveBeenCalledWith(200);
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
