import type { CardSectionProps } from '@tunne/app-kit';
import { identifications } from '../../../kinds/identifications.tsx';
import { KindCardSection } from '../../../shared/KindCardSection.tsx';

/**
 * The customer card's identifications (spec §3 Identification, §4): state light, person, method, sent and identified,
 * sender; a row opens its details. Deep links: /customers/{id}/identifications/new opens the form, …/{id} the details.
 */
export const IdentificationsCardSection = (props: CardSectionProps) => <KindCardSection kind={identifications} {...props} />;
