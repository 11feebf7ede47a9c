import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@tunne/app-kit/api-error';
import { Message } from './Message.tsx';

const pageCodes = ['LINK_INVALID', 'LINK_EXPIRED', 'LINK_ALREADY_ANSWERED', 'RATE_LIMITED'] as const;
type PageCode = (typeof pageCodes)[number];

/** The code of a problem that ends the page (a link that cannot be used), or null for one the page can show inline. */
export const pageProblemOf = (error: unknown): PageCode | 'OTHER' => {
  const code = isApiCallError(error) ? error.code : (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (pageCodes as readonly string[]).includes(code) ? (code as PageCode) : 'OTHER';
};

/** One clear page per state of a link that cannot be used; nothing of the item is shown. */
export function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('public');
  const code = pageProblemOf(error);
  const key = code === 'OTHER' ? 'unknown' : code;
  return (
    <Message tone={code === 'LINK_ALREADY_ANSWERED' ? 'success' : 'problem'} title={t(`problem.${key}.title`)}>
      <p>{t(`problem.${key}.text`)}</p>
    </Message>
  );
}
