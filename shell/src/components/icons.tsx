import type { ReactNode } from 'react';
import { SvgIcon, type IconProps } from '@tunne/design-system';

// Decorative 16px icons for the menu and top bar, a finer line than the design system's; names always come from text.
const Svg = (props: IconProps & { children: ReactNode }) => <SvgIcon strokeWidth="1.6" {...props} />;

export const HomeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 7.5L8 3l5.5 4.5V13a.5.5 0 0 1-.5.5H10V10H6v3.5H3a.5.5 0 0 1-.5-.5z" />
  </Svg>
);
export const UsersIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="6" cy="5.5" r="2.25" />
    <path d="M2 13c.4-2.2 2-3.5 4-3.5s3.6 1.3 4 3.5" />
    <path d="M10.5 3.6a2.2 2.2 0 0 1 0 4M11.5 9.7c1.3.4 2.2 1.6 2.5 3.3" />
  </Svg>
);
export const ArchiveIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="3" width="12" height="3" rx=".5" />
    <path d="M3 6v6.5a.5.5 0 0 0 .5.5h9a.5.5 0 0 0 .5-.5V6M6.5 8.5h3" />
  </Svg>
);
export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="7" cy="7" r="4.25" />
    <path d="M10.2 10.2L13.5 13.5" />
  </Svg>
);
export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="8" r="5.75" />
    <path d="M8 5v3l2 1.5" />
  </Svg>
);
export const CheckListIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 4.5l1 1 2-2M2.5 10.5l1 1 2-2M8 4.5h5.5M8 10.5h5.5" />
  </Svg>
);
export const FilterIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 3.5h11L9.5 8.5v4l-3 1v-5z" />
  </Svg>
);
export const GearIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="8" r="2" />
    <path d="M8 1.75v1.5M8 12.75v1.5M1.75 8h1.5M12.75 8h1.5M3.6 3.6l1 1M11.4 11.4l1 1M3.6 12.4l1-1M11.4 4.6l1-1" />
  </Svg>
);
export const BellIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 11V7a4 4 0 0 1 8 0v4l1 1.5H3zM6.5 14h3" />
  </Svg>
);
export const MegaphoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 6.5v3h2l5 3v-9l-5 3zM12 6a2.5 2.5 0 0 1 0 4" />
  </Svg>
);
export const ShieldIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 1.75l5 2v4c0 3-2.2 5.2-5 6.5-2.8-1.3-5-3.5-5-6.5v-4z" />
  </Svg>
);
export const ChatIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 3.5h11v7H7L4 13v-2.5H2.5z" />
  </Svg>
);
export const TaskIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2.5" y="2.5" width="11" height="11" rx="1" />
    <path d="M5.5 8l1.75 1.75L10.5 6.5" />
  </Svg>
);
export const BookIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 2.5h7.5a1 1 0 0 1 1 1v10H4a1 1 0 0 1-1-1z" />
    <path d="M3 12.5a1 1 0 0 1 1-1h7.5M6 5.5h3" />
  </Svg>
);
export const PlusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 3v10M3 8h10" />
  </Svg>
);
