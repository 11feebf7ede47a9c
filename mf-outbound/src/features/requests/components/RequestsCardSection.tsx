import type { CardSectionProps } from '@tunne/app-kit';
import { requests } from '../../../kinds/requests.tsx';
import { KindCardSection } from '../../../shared/KindCardSection.tsx';

/**
 * The customer card's requests (spec §2 card sections, §3 Request): state light, recipient, sent and answered, resends
 * and sender; a row opens its details; "New request" the form. A deep link /customers/{id}/requests/new opens the form.
 */
export const RequestsCardSection = (props: CardSectionProps) => <KindCardSection kind={requests} {...props} />;
