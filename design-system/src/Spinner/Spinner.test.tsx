import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { Spinner, spinnerDelayMs } from './Spinner';

describe('Spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 750 ms by default', () => {
    expect(spinnerDelayMs).toBe(750);
  });

  it('renders nothing before the delay and a labelled status after it', () => {
    const { container } = render(<Spinner label="Ladataan asiakkaita" />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('status')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(749);
    });
    expect(screen.queryByRole('status')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Ladataan asiakkaita');
  });

  it('honours a custom delay', () => {
    render(<Spinner label="Loading" delayMs={100} />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('cancels the timer when unmounted before the delay', () => {
    const { unmount } = render(<Spinner label="Loading" />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
