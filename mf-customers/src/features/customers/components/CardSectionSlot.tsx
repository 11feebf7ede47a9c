import { useCardSectionProvider } from '@tunne/app-kit';
import { PlaceholderSection } from './PlaceholderSection.tsx';
import { RemoteSection } from './RemoteSection.tsx';

type Props = { id: string; customerId: string; highlightId?: string | undefined };

/** A section another domain owns: filled by the remote that offers it, otherwise a visible placeholder. */
export const CardSectionSlot = ({ id, customerId, highlightId }: Props) => {
  const source = useCardSectionProvider(id);
  return source ? <RemoteSection id={id} source={source} customerId={customerId} highlightId={highlightId} /> : <PlaceholderSection id={id} />;
};
