import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { key: 'all', label: 'Kaikki' },
  { key: 'open', label: 'Avoimet' },
  { key: 'silenced', label: 'Hiljennetyt' },
] as const;

function Demo() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['key']>('all');
  return <Tabs label="Näkymä" tabs={tabs} selected={selected} onSelect={setSelected} panelId="panel" />;
}

describe('Tabs', () => {
  it('is a named tablist whose selected tab alone is in the tab order', () => {
    render(<Demo />);
    expect(screen.getByRole('tablist', { name: 'Näkymä' })).toBeTruthy();
    const [all, open] = screen.getAllByRole('tab');
    expect(all?.getAttribute('aria-selected')).toBe('true');
    expect(all?.getAttribute('tabindex')).toBe('0');
    expect(all?.getAttribute('aria-controls')).toBe('panel');
    expect(open?.getAttribute('tabindex')).toBe('-1');
  });

  it('arrows, Home and End move focus and selection, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Kaikki' }));
    await user.keyboard('{ArrowLeft}');
    const silenced = screen.getByRole('tab', { name: 'Hiljennetyt' });
    expect(document.activeElement).toBe(silenced);
    expect(silenced.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Avoimet' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(silenced);
  });
});
