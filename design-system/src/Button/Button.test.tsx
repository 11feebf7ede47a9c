import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('defaults to type="button" and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Tallenna</Button>);
    const button = screen.getByRole('button', { name: 'Tallenna' });
    expect(button.getAttribute('type')).toBe('button');
    expect(ref.current).toBe(button);
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Kirjaudu</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks and does not submit while loading, but stays focusable', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Kirjaudu
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Kirjaudu' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('shows the busy indicator only after the spinner delay', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(<Button loading>Save</Button>);
      expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(750);
      });
      expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
