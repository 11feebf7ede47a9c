import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a named link that hands its click to the caller', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="/customers/1" emphasis="strong" onClick={onClick}>
        Esimerkki Oy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Esimerkki Oy' });
    expect(link.getAttribute('href')).toBe('/customers/1');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
