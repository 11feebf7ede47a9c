/**
 * The card's two risk sections are separate React roots (mf-customers mounts each): saved answers tell the score
 * panel to read the score again through a window event, scoped to the customer.
 */
const eventName = 'tunne:risk-changed';

export const announceRiskChange = (customerId: string): void => {
  window.dispatchEvent(new CustomEvent(eventName, { detail: { customerId } }));
};

export const onRiskChange = (customerId: string, handler: () => void): (() => void) => {
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ customerId: string }>).detail?.customerId === customerId) handler();
  };
  window.addEventListener(eventName, listener);
  return () => window.removeEventListener(eventName, listener);
};
