import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Toolbar } from './Toolbar';

describe('Toolbar', () => {
  it('is a named group holding tools and actions', () => {
    render(
      <Toolbar label="Suodattimet" actions={<Button>Vie</Button>}>
        <input aria-label="Hae" />
      </Toolbar>,
    );
    const group = screen.getByRole('group', { name: 'Suodattimet' });
    expect(group.querySelector('input')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vie' })).toBeTruthy();
  });

  it('is plain layout without a label', () => {
    render(<Toolbar actions={<Button>Vie</Button>} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
