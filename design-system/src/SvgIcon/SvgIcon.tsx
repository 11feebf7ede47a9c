import type { ReactNode, SVGProps } from 'react';

/** An icon's props: anything an svg takes but its drawing. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The frame of a decorative 16px line icon: drawn in the text's colour, hidden from assistive technology (the
 * accessible name always comes from visible or hidden text). `strokeWidth` and the rest may be overridden.
 */
export function SvgIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
