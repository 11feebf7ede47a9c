import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the page heading with context and actions', () => {
    render(<PageHeader title="Asiakkaat" context="124 asiakasta" actions={<button type="button">Lisää</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Asiakkaat' })).toBeTruthy();
    expect(screen.getByText('124 asiakasta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lisää' })).toBeTruthy();
  });
});
