import { useId } from 'react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './FormLayout.module.css';

type DivProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'>;

export type FormSectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Names the section; without it the section is an unnamed box of fields. */
  title?: ReactNode;
  /**
   * 'fieldset' (default): the title is the legend of a group of fields (role group).
   * 'section': the title is a heading naming a region that holds more than fields (role region).
   */
  as?: 'fieldset' | 'section';
  /** The heading's level when `as` is 'section'. */
  headingLevel?: 2 | 3 | 4;
  /** One line under the title saying what the fields are for. */
  help?: ReactNode;
  children?: ReactNode;
};

/** A titled group of a form's fields (a bordered box on the page); fields go in a FieldGrid inside. */
export function FormSection({ title, as = 'fieldset', headingLevel = 2, help, className, children, ...rest }: FormSectionProps) {
  const headingId = useId();
  const helpLine = help ? <p className={styles.help}>{help}</p> : null;
  const classes = cx(styles.section, className);
  if (title === undefined) {
    return (
      <div {...rest} className={classes}>
        {helpLine}
        {children}
      </div>
    );
  }
  if (as === 'section') {
    const Heading = `h${headingLevel}` as const;
    return (
      <section aria-labelledby={headingId} {...rest} className={classes}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {helpLine}
        {children}
      </section>
    );
  }
  return (
    <fieldset {...rest} className={classes}>
      <legend className={styles.title}>{title}</legend>
      {helpLine}
      {children}
    </fieldset>
  );
}

export type FieldGridProps = DivProps & {
  /**
   * Without it: two equal columns. With it: as many columns as fit, none narrower than this (px).
   * Either way the fields stack in one column on a phone.
   */
  minColumnWidth?: number;
  children?: ReactNode;
};

/** Fields side by side, aligned on a grid; a WideField or a CheckGroup inside spans every column. */
export function FieldGrid({ minColumnWidth, className, style, children, ...rest }: FieldGridProps) {
  const columns = minColumnWidth === undefined ? undefined : ({ '--field-grid-min': `${minColumnWidth}px` } as CSSProperties);
  return (
    <div {...rest} className={cx(styles.grid, minColumnWidth !== undefined && styles.fill, className)} style={{ ...columns, ...style }}>
      {children}
    </div>
  );
}

export type WideFieldProps = DivProps & { children?: ReactNode };

/** A cell of a FieldGrid spanning all its columns (a long text, a note, a list). */
export function WideField({ className, children, ...rest }: WideFieldProps) {
  return (
    <div {...rest} className={cx(styles.wide, className)}>
      {children}
    </div>
  );
}

export type CheckGroupProps = Omit<HTMLAttributes<HTMLFieldSetElement>, 'children'> & {
  /** Names the group (a legend, role group); without it the boxes are plain layout. */
  legend?: ReactNode;
  /** 'row' (default): side by side, wrapping; 'column': one under another. */
  direction?: 'row' | 'column';
  children?: ReactNode;
};

/** Check boxes or radios laid out together; inside a FieldGrid it spans every column. */
export function CheckGroup({ legend, direction = 'row', className, children, ...rest }: CheckGroupProps) {
  const classes = cx(styles.checks, direction === 'column' && styles.column, className);
  if (legend === undefined) {
    return (
      <div {...(rest as HTMLAttributes<HTMLDivElement>)} className={classes}>
        {children}
      </div>
    );
  }
  return (
    <fieldset {...rest} className={classes}>
      <legend className={styles.checksLegend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export type FormFooterProps = DivProps & {
  /** A secondary action (e.g. "Send a test e-mail"), at the start of the row. */
  secondary?: ReactNode;
  /** The status line and the actions, at the end of the row, the primary action last. */
  children?: ReactNode;
};

/** A form's last row: a secondary action at the start, status and actions aligned at the end, wrapping on a phone. */
export function FormFooter({ secondary, className, children, ...rest }: FormFooterProps) {
  return (
    <div {...rest} className={cx(styles.footer, className)}>
      {secondary && <div className={styles.footerStart}>{secondary}</div>}
      {children}
    </div>
  );
}

export type FormNoteProps = HTMLAttributes<HTMLParagraphElement> & {
  /** 'hint' (default, muted), 'error' (a problem, in the error colour) or 'success' (a confirmation). */
  tone?: 'hint' | 'error' | 'success';
  /** Spans every column of the FieldGrid it sits in. */
  wide?: boolean;
};

/** A line of text among a form's fields: a hint under a group, a problem with the whole form, "Saved". */
export function FormNote({ tone = 'hint', wide = false, className, ...rest }: FormNoteProps) {
  return <p {...rest} className={cx(styles.note, styles[tone], wide && styles.wide, className)} />;
}
