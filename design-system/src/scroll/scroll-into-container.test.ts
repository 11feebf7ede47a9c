import { describe, expect, it, vi } from 'vitest';
import { scrollIntoContainer } from './scroll-into-container';

describe('scrollIntoContainer', () => {
  it('scrolls only the nearest scrolling ancestor, bringing the element to its top', () => {
    const container = document.createElement('div');
    container.style.overflowY = 'auto';
    const element = document.createElement('p');
    container.append(element);
    document.body.append(container);
    Object.defineProperty(container, 'scrollHeight', { value: 1000 });
    Object.defineProperty(container, 'clientHeight', { value: 200 });
    container.getBoundingClientRect = () => ({ top: 100, height: 200 }) as DOMRect;
    element.getBoundingClientRect = () => ({ top: 400, height: 20 }) as DOMRect;
    const scrollTo = vi.fn();
    container.scrollTo = scrollTo as typeof container.scrollTo;
    scrollIntoContainer(element);
    expect(scrollTo).toHaveBeenCalledWith({ top: 300 });
    container.remove();
  });
});
