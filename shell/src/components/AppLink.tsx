import type { AnchorHTMLAttributes } from 'react';
import { handleLinkClick } from '@tunne/app-kit/navigation';

/** An <a> that navigates inside the app without reloading; modified clicks open natively. */
export const AppLink = ({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <a
    {...props}
    onClick={(event) => {
      onClick?.(event);
      handleLinkClick(event);
    }}
  />
);
