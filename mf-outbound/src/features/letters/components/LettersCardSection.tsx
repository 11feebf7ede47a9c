import type { CardSectionProps } from '@tunne/app-kit';
import { letters } from '../../../kinds/letters.tsx';
import { KindCardSection } from '../../../shared/KindCardSection.tsx';

/**
 * The customer card's secure messages (spec §3 Secure message): light (unread red, opened green), recipient, sent and
 * opened; a row opens its details. A deep link /customers/{id}/letters/new opens the form.
 */
export const LettersCardSection = (props: CardSectionProps) => <KindCardSection kind={letters} {...props} />;
