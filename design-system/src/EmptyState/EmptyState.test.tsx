import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is empty and what to do next', () => {
    render(
      <EmptyState title="Ei asiakkaita" action={<button type="button">Lisää asiakas</button>}>
        Lisää ensimmäinen asiakas.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'Ei asiakkaita' })).toBeTruthy();
    expect(screen.getByText('Lisää ensimmäinen asiakas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lisää asiakas' })).toBeTruthy();
  });
});
