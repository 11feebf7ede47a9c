import { describe, expect, it, vi } from 'vitest';
import { announceCustomerChange, onCustomerChange, onCustomerChanges } from './customer-events.ts';

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('customer change events', () => {
  it('reaches the listeners of the same customer and topic only, as a window event', () => {
    const own = vi.fn();
    const other = vi.fn();
    const seen: string[] = [];
    const raw = (event: Event) => seen.push((event as CustomEvent<{ customerId: string }>).detail.customerId);
    window.addEventListener('tunne:kycclock-changed', raw);
    const stops = [onCustomerChange('kycclock', 'c1', own), onCustomerChange('kycclock', 'c2', other), onCustomerChange('risk', 'c1', other)];
    announceCustomerChange('kycclock', 'c1');
    expect(own).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(seen).toEqual(['c1']);
    for (const stop of stops) stop();
    window.removeEventListener('tunne:kycclock-changed', raw);
    announceCustomerChange('kycclock', 'c1');
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('coalesces announcements of several topics made together into one call, and stops when asked', async () => {
    const handler = vi.fn();
    const stop = onCustomerChanges(['risk', 'records', 'customer'], 'c1', handler);
    announceCustomerChange('risk', 'c1');
    announceCustomerChange('records', 'c1');
    announceCustomerChange('kycclock', 'c1');
    await settle();
    expect(handler).toHaveBeenCalledTimes(1);
    announceCustomerChange('customer', 'c1');
    await settle();
    expect(handler).toHaveBeenCalledTimes(2);
    announceCustomerChange('risk', 'c1');
    stop();
    await settle();
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
