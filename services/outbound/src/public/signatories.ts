import type { PublicSignatoriesPort, SignedPdfVerifyPort } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';

const todo = (): never => { throw new AppError('NOT_FOUND', 'Not available'); };

/** The signatory's side of e-signatures (issue 14). */
export const publicSignatories = (_deps: OutboundPortsDeps): PublicSignatoriesPort => ({
  view: async () => todo(),
  file: async () => todo(),
  startEid: async () => todo(),
  completeEid: async () => todo(),
  sign: async () => todo(),
  signedPdf: async () => todo(),
});

/** The verification page's check of an uploaded PDF. */
export const signedPdfVerifier = (_deps: OutboundPortsDeps): SignedPdfVerifyPort => ({
  verify: async () => todo(),
});
