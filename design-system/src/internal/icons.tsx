import { SvgIcon, type IconProps } from '../SvgIcon/SvgIcon';

// Decorative 16px icons; the accessible name always comes from visible or hidden text.

export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </SvgIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3.5 8.5l3 3 6-7" />
    </SvgIcon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.75v3.75M8 11.1v.15" />
    </SvgIcon>
  );
}

export function QuestionIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M6.3 6.2a1.8 1.8 0 0 1 3.5.5c0 1.2-1.8 1.5-1.8 2.6M8 11.2v.1" />
    </SvgIcon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </SvgIcon>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 3.7A6.7 6.7 0 0 1 8 3.5c4.1 0 6.5 4.5 6.5 4.5a11 11 0 0 1-1.7 2.2M4.2 4.9C2.5 6.1 1.5 8 1.5 8s2.4 4.5 6.5 4.5a6.5 6.5 0 0 0 3-.7" />
      <path d="M6.6 6.6a2 2 0 0 0 2.8 2.8M2 2l12 12" />
    </SvgIcon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M1.75 8h12.5M8 1.75c1.7 1.8 2.5 3.9 2.5 6.25S9.7 12.45 8 14.25C6.3 12.45 5.5 10.35 5.5 8S6.3 3.55 8 1.75z" />
    </SvgIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6l4 4 4-4" />
    </SvgIcon>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
    </SvgIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.5V8l2.5 1.5" />
    </SvgIcon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 8h7" />
    </SvgIcon>
  );
}

/** An exclamation mark without a ring, for use inside coloured dots. */
export function ExclamationIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 3.5v5.5M8 12.25v.25" />
    </SvgIcon>
  );
}

/** Clock hands without a ring, for use inside coloured dots. */
export function ClockHandsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 3.75V8l3 2" />
    </SvgIcon>
  );
}
