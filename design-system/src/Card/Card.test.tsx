import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('a titled section is a region named by its title', () => {
    render(
      <Card title="Edunsaajat" actions={<button type="button">Muokkaa</button>}>
        body
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Edunsaajat' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Edunsaajat' })).toBeTruthy();
  });

  it('can render as a plain div without a header', () => {
    const { container } = render(<Card as="div">body</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
