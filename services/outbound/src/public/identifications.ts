import type { PublicIdentificationsPort } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';

const todo = (): never => { throw new AppError('NOT_FOUND', 'Not available'); };

/** The recipient's side of identifications (issue 14). */
export const publicIdentifications = (_deps: OutboundPortsDeps): PublicIdentificationsPort => ({
  view: async () => todo(),
  startEid: async () => todo(),
  completeEid: async () => todo(),
  screenSignature: async () => todo(),
  addFile: async () => todo(),
  passport: async () => todo(),
});
