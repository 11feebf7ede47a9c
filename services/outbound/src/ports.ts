import type { OutboundFreezePort, OutboundPublicPorts } from '@tunne/contracts';
import type { OutboundPortsDeps } from './deps.ts';
import { holdFrozenCustomers, releaseFrozenCustomers } from './freeze.ts';
import { publicLetters } from './public/letters.ts';
import { publicRequests } from './public/requests.ts';
import { publicIdentifications } from './public/identifications.ts';
import { publicSignatories, signedPdfVerifier } from './public/signatories.ts';

/** The recipient's side of requests, letters, identifications and e-signatures, for the public service (contracts/ports/outbound.ts). */
export const outboundPorts = (deps: OutboundPortsDeps): OutboundPublicPorts => ({
  requests: publicRequests(deps),
  letters: publicLetters(deps),
  identifications: publicIdentifications(deps),
  signatories: publicSignatories(deps),
  verify: signedPdfVerifier(deps),
});

/** The risk service's call when a freeze starts (contracts/ports/outbound.ts): links revoked, e-signatures paused, reminders stopped. */
export const outboundFreezePort = (deps: Pick<OutboundPortsDeps, 'db'>): OutboundFreezePort => ({
  customersFrozen: async (organisationsId, customerIds) => {
    await holdFrozenCustomers(deps, organisationsId, customerIds);
  },
  customersUnfrozen: async (organisationsId, customerIds) => {
    await releaseFrozenCustomers(deps, organisationsId, customerIds);
  },
});
