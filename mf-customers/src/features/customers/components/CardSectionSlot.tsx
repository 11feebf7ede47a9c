import { useEffect } from 'react';
import { useCardSectionProvider } from '@tunne/app-kit';
import { RemoteSection } from './RemoteSection.tsx';

type Props = {
  id: string;
  customerId: string;
  highlightId?: string | undefined;
  /** Tells the card whether a deployed remote offers the section (its index lists only drawn sections). */
  onAvailable?: ((id: string, available: boolean) => void) | undefined;
};

/**
 * A section another domain owns, filled by the remote that offers it (app-kit remote-sections). While no deployed
 * remote offers it the card draws nothing for it: a module the organisation does not run is not a promise on the card.
 */
export const CardSectionSlot = ({ id, customerId, highlightId, onAvailable }: Props) => {
  const source = useCardSectionProvider(id);
  const available = source !== null;
  useEffect(() => {
    onAvailable?.(id, available);
  }, [id, available, onAvailable]);
  return source ? <RemoteSection id={id} source={source} customerId={customerId} highlightId={highlightId} /> : null;
};
