import * as styles from './Avatar.module.css';

export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * The user's picture, or their initials without one, in a round box of a fixed size (nothing moves when the picture
 * arrives). Decorative: the link or heading around it names the user.
 */
export const Avatar = ({ name, url, size = 'sm', className }: { name: string; url: string | null; size?: 'sm' | 'lg'; className?: string }) => (
  <span className={[styles.avatar, styles[size], className].filter(Boolean).join(' ')} aria-hidden="true">
    {url ? <img className={styles.image} src={url} alt="" /> : initials(name)}
  </span>
);
