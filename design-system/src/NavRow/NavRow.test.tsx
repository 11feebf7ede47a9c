import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../AppLayout/AppLayout';
import { NavRow } from './NavRow';

describe('NavRow', () => {
  it('is a link with aria-current when active', () => {
    render(<NavRow label="Asiakkaat" href="/app/customers" active />);
    const link = screen.getByRole('link', { name: 'Asiakkaat' });
    expect(link.getAttribute('href')).toBe('/app/customers');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('calls onNavigate on a plain left click and lets the caller prevent default', () => {
    const onNavigate = vi.fn((_href: string, event: MouseEvent) => event.preventDefault());
    render(<NavRow label="Asiakkaat" href="/app/customers" onNavigate={onNavigate} />);
    const link = screen.getByRole('link');
    const notCancelled = fireEvent.click(link, { button: 0 });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/app/customers');
    expect(notCancelled).toBe(false);
  });

  it('does not call onNavigate for modified or non-left clicks', () => {
    const onNavigate = vi.fn();
    render(<NavRow label="Asiakkaat" href="/app/customers" onNavigate={onNavigate} />);
    const link = screen.getByRole('link');
    fireEvent.click(link, { button: 0, ctrlKey: true });
    fireEvent.click(link, { button: 0, metaKey: true });
    fireEvent.click(link, { button: 0, shiftKey: true });
    fireEvent.click(link, { button: 0, altKey: true });
    fireEvent.click(link, { button: 1 });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab without onNavigate', () => {
    const onNavigate = vi.fn();
    render(<NavRow label="Ohjeet" href="https://example.com" external externalHint="(avautuu uuteen välilehteen)" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Ohjeet (avautuu uuteen välilehteen)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { button: 0 });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('keeps the label as the accessible name when the rail is collapsed', () => {
    render(
      <AppLayout navCollapsed nav={<NavRow label="Haku" href="/app/search" icon={<svg />} />} topbar={null}>
        content
      </AppLayout>,
    );
    const link = screen.getByRole('link', { name: 'Haku' });
    expect(link.getAttribute('title')).toBe('Haku');
  });
});
