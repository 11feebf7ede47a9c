// States and traffic lights of outbound items (spec §4): requests and identifications share theirs; letters have
// draft / error (unread) / done (read).

/** draft; error: sent, awaiting response; wait: answered, awaiting approval; done: answered; accepted. */
export const outboundStates = ['draft', 'error', 'wait', 'done', 'accepted'] as const;
export type OutboundState = (typeof outboundStates)[number];

import type { TrafficLight } from '../customers.ts';

export type OutboundLight = TrafficLight;

/** Request and identification: grey; red once sent; green when answered; yellow if done but acceptance is required and not given. */
export const requestLight = (state: OutboundState): OutboundLight => {
  switch (state) {
    case 'draft': return 'grey';
    case 'error': return 'red';
    case 'wait': return 'yellow';
    case 'done':
    case 'accepted': return 'green';
  }
};

export const letterStates = ['draft', 'error', 'done'] as const;
export type LetterState = (typeof letterStates)[number];

/** Letter: red when sent (unread), green when opened. */
export const letterLight = (state: LetterState): OutboundLight => (state === 'draft' ? 'grey' : state === 'error' ? 'red' : 'green');

// A combined light over several items: combinedLight in customers.ts.
