import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollIntoContainer, Select } from '@tunne/design-system';
import * as styles from './SectionIndex.module.css';

export interface IndexedSection {
  id: string;
  title: string;
}

/** A section counts as the current one once its top has passed this far below the top of the viewport. */
const readingLine = 120;

const sectionElement = (id: string) => document.getElementById(`section-${id}`);

/** The section being read: the last one whose top has passed the reading line (the first before any has). */
const currentSection = (ids: readonly string[]): string | undefined => {
  let current = ids[0];
  for (const id of ids) {
    const element = sectionElement(id);
    if (element && element.getBoundingClientRect().top <= readingLine) current = id;
  }
  return current;
};

/**
 * The section the user is reading, followed while any container scrolls (the card scrolls inside the shell's frame),
 * and a jump that scrolls a section into view and puts focus on its heading.
 */
export const useSectionIndex = (sections: readonly IndexedSection[]) => {
  const ids = sections.map((section) => section.id).join(' ');
  const [active, setActive] = useState<string | undefined>(sections[0]?.id);

  useEffect(() => {
    const list = ids ? ids.split(' ') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(currentSection(list));
    };
    const handleScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    document.addEventListener('scroll', handleScroll, { capture: true, passive: true });
    window.addEventListener('resize', handleScroll);
    return () => {
      document.removeEventListener('scroll', handleScroll, { capture: true });
      window.removeEventListener('resize', handleScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  const jumpTo = useCallback((id: string) => {
    const element = sectionElement(id);
    if (!element) return;
    scrollIntoContainer(element);
    (element.querySelector<HTMLElement>('h2 button') ?? element.querySelector<HTMLElement>('h2'))?.focus({ preventScroll: true });
    setActive(id);
  }, []);

  return { active, jumpTo };
};

type Props = { sections: readonly IndexedSection[]; active: string | undefined; onJump: (id: string) => void };

/** The card's sections as a sticky list beside them (wide screens); the current one is marked. */
export const SectionIndex = ({ sections, active, onJump }: Props) => {
  const { t } = useTranslation('customers');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onJump(id);
  };
  return (
    <nav className={styles.index} aria-label={t('card.index.label')}>
      <p className={styles.title} aria-hidden="true">
        {t('card.index.label')}
      </p>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#section-${section.id}`}
              className={section.id === active ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={section.id === active ? 'location' : undefined}
              onClick={(event) => handleClick(event, section.id)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** The same index as a compact select, for narrow screens. */
export const SectionJump = ({ sections, active, onJump }: Props) => {
  const { t } = useTranslation('customers');
  return (
    <Select label={t('card.index.jump')} size="sm" fieldClassName={styles.jump} value={active ?? ''} onChange={(event) => onJump(event.target.value)}>
      {sections.map((section) => (
        <option key={section.id} value={section.id}>
          {section.title}
        </option>
      ))}
    </Select>
  );
};
