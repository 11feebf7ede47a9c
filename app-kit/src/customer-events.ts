/**
 * A customer card's sections are separate React roots (each remote mounts its own): one that changed something
 * tells the others through a window event, scoped to the customer and a topic (e.g. 'risk': saved answers make the
 * score panel read the score again).
 */
const eventName = (topic: string) => `tunne:${topic}-changed`;

export const announceCustomerChange = (topic: string, customerId: string): void => {
  window.dispatchEvent(new CustomEvent(eventName(topic), { detail: { customerId } }));
};

/** Calls `handler` when `topic` changes for the customer; returns the function that stops listening. */
export const onCustomerChange = (topic: string, customerId: string, handler: () => void): (() => void) => {
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ customerId: string }>).detail?.customerId === customerId) handler();
  };
  window.addEventListener(eventName(topic), listener);
  return () => window.removeEventListener(eventName(topic), listener);
};
