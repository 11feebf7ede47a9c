import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CollapsibleSection } from './CollapsibleSection';

describe('CollapsibleSection', () => {
  it('is a region named by its title that opens and closes from its heading button', async () => {
    const onOpenChange = vi.fn();
    render(
      <CollapsibleSection id="owners" title="Omistajat" count={2} light={{ status: 'green', label: 'Valmis' }} expandLabel="Avaa tai sulje" onOpenChange={onOpenChange}>
        <p>Matti Meikäläinen</p>
      </CollapsibleSection>,
    );
    const region = screen.getByRole('region', { name: /Omistajat/ });
    expect(region.id).toBe('section-owners');
    const toggle = screen.getByRole('button', { name: /Omistajat/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Matti Meikäläinen')).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Matti Meikäläinen').closest('[hidden]')).not.toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows an open state given from outside (a deep link)', () => {
    render(
      <CollapsibleSection id="audit" title="Muutoshistoria" open={false} expandLabel="Avaa tai sulje">
        <p>Rivit</p>
      </CollapsibleSection>,
    );
    expect(screen.getByRole('button', { name: /Muutoshistoria/ }).getAttribute('aria-expanded')).toBe('false');
  });
});
