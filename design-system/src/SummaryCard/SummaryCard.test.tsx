import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCard, type SummaryItem } from './SummaryCard';

const items: SummaryItem[] = Array.from({ length: 7 }, (_, n) => ({ id: `a${n}`, primary: `Asiakas ${n}`, secondary: `rivi ${n}` }));
const texts = { emptyTitle: 'Ei avoimia hälytyksiä', loadingLabel: 'Ladataan', errorText: 'Lataaminen epäonnistui' };

describe('SummaryCard', () => {
  it('shows the count beside the title and at most five rows', () => {
    render(<SummaryCard title="Avoimet hälytykset" state="done" count={12} countLabel="12 avointa" items={items} footer="Lisäksi 7 muuta" {...texts} />);
    // The region is named by the title alone; the count is shown beside it and said in words once.
    expect(screen.getByRole('region', { name: 'Avoimet hälytykset' })).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('[data-count="12"]')?.textContent).toBe('12');
    expect(screen.getByText('12 avointa')).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-summary-item'))).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(within(rows[0]!).getByText('rivi 0')).toBeTruthy();
    expect(screen.getByText('Lisäksi 7 muuta')).toBeTruthy();
  });

  it('says plainly that nothing needs attention', () => {
    render(<SummaryCard title="Avoimet hälytykset" state="done" count={0} items={[]} emptyText="Uudet hälytykset näkyvät täällä." {...texts} />);
    expect(screen.getByText('Ei avoimia hälytyksiä')).toBeTruthy();
    expect(screen.getByText('Uudet hälytykset näkyvät täällä.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the count\'s place while loading and reports a failure', () => {
    const { rerender, container } = render(<SummaryCard title="Avoimet hälytykset" state="loading" {...texts} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(container.querySelector('[data-count]')).toBeNull();
    rerender(<SummaryCard title="Avoimet hälytykset" state="error" {...texts} />);
    expect(screen.getByRole('alert').textContent).toBe('Lataaminen epäonnistui');
  });
});
