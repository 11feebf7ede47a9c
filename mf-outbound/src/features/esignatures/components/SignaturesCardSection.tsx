import type { CardSectionProps } from '@tunne/app-kit';
import { esignatures } from '../../../kinds/esignatures.tsx';
import { KindCardSection } from '../../../shared/KindCardSection.tsx';

/**
 * The customer card's e-signatures (spec §3 E-signature, §4): status light, title, signed x/y, sent and signed, sender.
 * Deep links: /customers/{id}/signatures/new (form), …/signatures/{id} (details) and
 * /customers/{id}/esignatures/{id}/signatories/{signatoryId} (details with that signatory highlighted).
 */
export const SignaturesCardSection = (props: CardSectionProps) => <KindCardSection kind={esignatures} {...props} />;
