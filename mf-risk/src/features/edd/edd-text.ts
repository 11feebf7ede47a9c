import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, formatDay } from '@tunne/app-kit';
import { eddFileKinds, type CustomerEdd, type EddEvent, type EddFileKind, type EddFreeze, type EddTrigger } from '@tunne/contracts';

export interface TriggerNames {
  countryName: (code: string) => string;
}

/** One reason EDD is required, in the reader's language. */
export const eddTriggerText = (t: TFunction, trigger: EddTrigger, names: TriggerNames): string => {
  switch (trigger.kind) {
    case 'PEP_RECORD':
    case 'PEP_ALERT':
    case 'SANCTION_ALERT':
      return t(`edd.triggers.${trigger.kind}`, { count: trigger.count });
    case 'PEP_ANSWER': {
      // The questions' texts as they were when answered (services/risk score/calculate.ts).
      const questions = trigger.questions.map((text) => t('edd.triggers.quoted', { text }));
      return t('edd.triggers.PEP_ANSWER', { count: questions.length, questions: questions.join(', ') });
    }
    case 'EU_COUNTRY': {
      const subject =
        trigger.subject === 'RELATED' && trigger.related_kinds.length > 0
          ? t('edd.triggers.subjects.RELATED_KINDS', { kinds: trigger.related_kinds.map((kind) => t(`related.${kind}`)).join(', ') })
          : t(`edd.triggers.subjects.${trigger.subject}`);
      return t('edd.triggers.EU_COUNTRY', {
        country: names.countryName(trigger.country),
        subject,
        act: trigger.eu_list.act,
        date: formatDay(trigger.eu_list.in_force_at),
      });
    }
  }
};

/** The section's status line: not required / required, not filled in / waiting / approved by / refused by. */
export const eddStatusText = (t: TFunction, edd: CustomerEdd, userName: (id: string | null) => string): string => {
  switch (edd.state) {
    case 'EMPTY':
      return edd.required ? t('edd.status.required') : t('edd.status.notRequired');
    case 'PENDING':
      return edd.submitted_at ? t('edd.status.pendingSince', { at: formatDateTime(edd.submitted_at) }) : t('edd.status.pending');
    case 'APPROVED':
      return t('edd.status.approved', { name: userName(edd.decided_by), at: formatDateTime(edd.decided_at) });
    case 'REFUSED':
      return t('edd.status.refused', { name: userName(edd.decided_by), date: formatDate(edd.decided_at), reason: edd.refusal_reason ?? '–' });
  }
};

/**
 * Whether the viewer decides on the EDD (senior management: admins only, while it waits): no buttons, disabled ones
 * (an admin who filled it in, the service would answer EDD_SAME_USER) or working ones.
 */
export type EddDecision = 'none' | 'sameUser' | 'allowed';
export const eddDecision = (edd: CustomerEdd, viewer: { id: string; is_admin: boolean } | null): EddDecision => {
  if (!viewer?.is_admin || edd.state !== 'PENDING') return 'none';
  return edd.filled_by.includes(viewer.id) ? 'sameUser' : 'allowed';
};

/** The history newest first, whatever order the service sent. */
export const eddHistoryNewestFirst = (events: readonly EddEvent[]): EddEvent[] =>
  [...events].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

/** Anything to show beyond "not required": a trigger, answers, files, history or a freeze. */
export const eddInUse = (edd: CustomerEdd): boolean =>
  edd.required || edd.state !== 'EMPTY' || edd.files.length > 0 || edd.frozen !== null || edd.history.length > 0;

/**
 * What the viewer may do about the freeze's lift (issue 25 §1, four-eyes): an admin asks ('request') when none waits;
 * another admin approves or refuses ('approve'); the requester waits and may withdraw ('requester'); others watch.
 * The service decides (mayApproveFreezeLift); this only chooses the buttons.
 */
export const freezeLiftRole = (freeze: EddFreeze, viewer: { id: string; is_admin: boolean } | null): 'none' | 'request' | 'approve' | 'requester' => {
  if (!viewer?.is_admin) return 'none';
  if (!freeze.lift_request) return 'request';
  return freeze.lift_request.requested_by === viewer.id ? 'requester' : 'approve';
};

/** The kinds of document an approval still lacks (issue 25 §3): without one of each it needs a waiver's reason. */
export const missingDocumentKinds = (edd: Pick<CustomerEdd, 'files'>): EddFileKind[] =>
  eddFileKinds.filter((kind) => !edd.files.some((file) => file.kind === kind));
