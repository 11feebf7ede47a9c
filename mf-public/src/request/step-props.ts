import type { OutboundFile, PublicRequestView, RequestAnswerBody } from '@tunne/contracts';

/** What the request page gives every step. A step hands back its part of the answer. */
export interface StepProps {
  view: PublicRequestView;
  answer: RequestAnswerBody;
  title: string;
  /** Preview: every field read-only, Next only moves on. */
  readOnly: boolean;
  onNext: (patch: Partial<RequestAnswerBody>) => void;
  onBack?: ((patch: Partial<RequestAnswerBody>) => void) | undefined;
  onSave: (patch: Partial<RequestAnswerBody>) => void;
  status: string | null;
  busy: boolean;
}

/** The request's files and what can be done with them (shared by the files step and the owners-as-file choice). */
export interface FilesControl {
  files: OutboundFile[];
  upload: (files: File[]) => Promise<void>;
  remove: (file: OutboundFile) => Promise<void>;
}
