/**
 * Scrolls `element` into view inside its nearest scrolling ancestor only. The native scrollIntoView also
 * scrolls the shell's frame (overflow: hidden still scrolls programmatically), pushing the top bar away.
 */
export const scrollIntoContainer = (element: Element, block: 'start' | 'center' = 'start'): void => {
  let container = element.parentElement;
  while (container) {
    const { overflowY } = getComputedStyle(container);
    if ((overflowY === 'auto' || overflowY === 'scroll') && container.scrollHeight > container.clientHeight) break;
    container = container.parentElement;
  }
  if (!container) return;
  const box = element.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  const offset = box.top - frame.top - (block === 'center' ? (frame.height - box.height) / 2 : 0);
  container.scrollTo({ top: container.scrollTop + offset });
};
