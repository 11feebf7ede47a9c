import type { OutboundPublicPorts } from '@tunne/contracts';
import type { OutboundPortsDeps } from './deps.ts';
import { publicLetters } from './public/letters.ts';
import { publicRequests } from './public/requests.ts';

/** The recipient's side of requests and letters, for the public service (contracts/ports/outbound.ts). */
export const outboundPorts = (deps: OutboundPortsDeps): OutboundPublicPorts => ({
  requests: publicRequests(deps),
  letters: publicLetters(deps),
});
