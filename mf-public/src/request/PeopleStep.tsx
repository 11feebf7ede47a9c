import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import { Checkbox } from '@tunne/design-system/Checkbox';
import { Select } from '@tunne/design-system/Select';
import { TextInput } from '@tunne/design-system/TextInput';
import { roleLabel, rolesFor } from '@tunne/contracts';
import { CountrySelect } from '../shared/CountrySelect.tsx';
import * as styles from '../shared/public.module.css';
import { FilesField } from './FilesField.tsx';
import { emptyRow, fieldsOf, isRequired, noneFlag, peopleAnswer, rowOf, rowProblems, type Asks, type PeopleKind, type PersonField, type PersonRow } from './people.ts';
import { problemText } from './problem-text.ts';
import type { FilesControl, StepProps } from './step-props.ts';
import { StepLayout } from './StepLayout.tsx';

interface PeopleValues {
  rows: PersonRow[];
  none: boolean;
  /** Owners only, with ask_owners_allowfile: the rows, or a file that lists them. */
  mode: 'rows' | 'file';
  /** Not a field: where the part's own problem is reported. */
  list?: never;
}

type Problem = { type: string; message: string };

/** The rows' problems, and the part's own ("give at least one, or declare there are none"). */
const peopleResolver = (kind: PeopleKind, asks: Asks, customerCountry: string | null, fileCount: () => number): Resolver<PeopleValues> => (values) => {
  const errors: Record<string, unknown> = {};
  const flag = noneFlag(kind, asks);
  const declared = flag !== null && values.none;
  const asFile = kind === 'owners' && asks.ask_owners_allowfile && values.mode === 'file';
  if (asFile) {
    if (fileCount() === 0) errors.list = { type: 'ownersFile', message: 'ownersFile' } satisfies Problem;
  } else if (!declared) {
    const rows = values.rows.map((row) => {
      const problems = Object.entries(rowProblems(row, kind, asks, customerCountry));
      return problems.length ? Object.fromEntries(problems.map(([field, problem]) => [field, { type: problem, message: problem }])) : undefined;
    });
    if (rows.some(Boolean)) errors.rows = rows;
    if (values.rows.length === 0) errors.list = { type: flag ? 'emptyOrNone' : 'empty', message: 'empty' } satisfies Problem;
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<PeopleValues> };
};

const checkboxFields = new Set<PersonField>(['pep', 'is_pep_self', 'is_pep_family', 'is_pep_partner']);

export function PeopleStep({ kind, files, ...props }: StepProps & { kind: PeopleKind; files: FilesControl }) {
  const { view, answer, readOnly } = props;
  const { asks } = view;
  const { t, i18n } = useTranslation('public');
  const roleLanguage = i18n.language === 'fi' || i18n.language === 'se' ? i18n.language : 'en';
  const flag = noneFlag(kind, asks);
  const initialRows = (answer[kind] ?? []).map(rowOf);
  const form = useForm<PeopleValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      rows: initialRows.length > 0 || (flag && answer[flag]) ? initialRows : [emptyRow(kind)],
      none: flag ? (answer[flag] ?? false) : false,
      mode: kind === 'owners' && asks.ask_owners_allowfile && initialRows.length === 0 && files.files.length > 0 ? 'file' : 'rows',
    },
    resolver: peopleResolver(kind, asks, view.customer_country, () => files.files.length),
  });
  const { register, control, watch, handleSubmit, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = watch('rows');
  const none = watch('none');
  const mode = watch('mode');
  const patchOf = (values: PeopleValues) => peopleAnswer(kind, asks, values.mode === 'file' ? [] : values.rows, values.none);
  const locked = (row: PersonRow | undefined) => Boolean(row?.id) && !asks.prefill_changes;
  const listProblem = formState.errors.list as Problem | undefined;
  // Issue 26: a row added by "Add" showed red errors before any input, as react-hook-form checks the whole list
  // after an append. A row field's problem shows once the field has been left, or once the step was submitted with
  // the row in it (the rows of the last submit attempt, by their field-array ids).
  const [submittedRows, setSubmittedRows] = useState<ReadonlySet<string>>(() => new Set());
  const shownProblem = (index: number, name: PersonField): string | undefined => {
    const problem = (formState.errors.rows?.[index]?.[name] as Problem | undefined)?.type;
    if (!problem) return undefined;
    const touched = (formState.touchedFields.rows?.[index] as Partial<Record<PersonField, boolean>> | undefined)?.[name];
    return touched || submittedRows.has(fields[index]?.id ?? '') ? problem : undefined;
  };
  const hasRowErrors = fields.some((item, index) => submittedRows.has(item.id) && Boolean(formState.errors.rows?.[index]));

  const field = (index: number, name: PersonField) => {
    const path = `rows.${index}.${name}` as const;
    const error = problemText(t, name, shownProblem(index, name));
    const label = t(`field.${kind === 'peps' && name === 'role' ? 'position' : name}`);
    const required = isRequired(kind, asks, name, rows[index] ?? emptyRow(kind));
    if (checkboxFields.has(name)) {
      return (
        <div key={name} className={styles.wide}>
          <Checkbox label={label} aria-invalid={error ? true : undefined} {...register(path)} />
          {error && <p className={styles.fieldError}>{error}</p>}
        </div>
      );
    }
    if (name === 'type') {
      return (
        <fieldset key={name} className={`${styles.choice} ${styles.wide}`}>
          <legend>{t('field.type')}</legend>
          <div className={styles.inlineChoices}>
            {(['person', 'business'] as const).map((type) => (
              <label key={type} className={styles.radio}>
                <input type="radio" value={type} {...register(path)} />
                {t(`field.typeValue.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    if (name === 'nationality' && kind !== 'peps') {
      // The nationality decides whether the identity code or the birth date is asked (a Finn's or a Swede's code).
      return (
        <div key={name}>
          <CountrySelect label={label} error={error} {...register(path)} />
          <p className={styles.help}>{t('hint.nationality')}</p>
        </div>
      );
    }
    if (name === 'country' || name === 'nationality') return <CountrySelect key={name} label={label} error={error} {...register(path)} />;
    if (name === 'role' && kind === 'responsiblepersons') {
      // The register keeps roles from the customer's country's list (INVALID_ROLE otherwise).
      return (
        <Select key={name} label={label} error={error} required={required} {...register(path)}>
          <option value="">{t('choose')}</option>
          {rolesFor(view.customer_country).map((role) => (
            <option key={role.code} value={role.code}>
              {roleLabel(view.customer_country, role.code, roleLanguage)}
            </option>
          ))}
        </Select>
      );
    }
    const wide = name === 'description' || name === 'name';
    return (
      <TextInput
        key={name}
        label={label}
        error={error}
        required={required}
        fieldClassName={wide ? styles.wide : undefined}
        type={name === 'dob' ? 'date' : 'text'}
        inputMode={name === 'share' ? 'decimal' : undefined}
        autoComplete="off"
        hint={name === 'ssn' ? t('hint.ssn') : name === 'businessid' ? t('hint.businessid') : name === 'share' ? t('hint.share') : undefined}
        {...register(path)}
      />
    );
  };

  return (
    <StepLayout
      title={props.title}
      description={view.asks[`ask_${kind}_description` as keyof Asks] as string | null}
      readOnly={readOnly}
      nextLabel={t('actions.next')}
      busy={props.busy}
      status={props.status}
      formError={listProblem ? t(`people.${kind}.${listProblem.type}`) : hasRowErrors && formState.isSubmitted ? t('checkFields') : null}
      onSubmit={
        readOnly
          ? (event) => (event.preventDefault(), props.onNext({}))
          : (event) => {
              setSubmittedRows(new Set(fields.map((item) => item.id)));
              return handleSubmit((values) => props.onNext(patchOf(values)))(event);
            }
      }
      onBack={props.onBack ? () => props.onBack?.(patchOf(getValues())) : undefined}
      onSave={() => props.onSave(patchOf(getValues()))}
    >
      {kind === 'responsiblepersons' && asks.ask_responsiblepersons_ifnecessary && <p className={styles.help}>{t('people.responsiblepersons.ifNecessary')}</p>}
      {kind === 'owners' && asks.ask_owners_allowfile && (
        <fieldset className={styles.choice}>
          <legend>{t('people.owners.how')}</legend>
          <label className={styles.radio}>
            <input type="radio" value="rows" {...register('mode')} />
            {t('people.owners.asRows')}
          </label>
          <label className={styles.radio}>
            <input type="radio" value="file" {...register('mode')} />
            {t('people.owners.asFile')}
          </label>
        </fieldset>
      )}
      {flag && (
        <div className={styles.declaration}>
          <Checkbox label={t(`people.${kind}.none`)} {...register('none')} />
        </div>
      )}
      {mode === 'file' ? (
        <FilesField control={files} readOnly={readOnly} label={t('people.owners.fileLabel')} />
      ) : (
        !(flag && none) && (
          <div>
            {fields.map((item, index) => {
              const row = rows[index];
              const isLocked = locked(row);
              return (
                <fieldset key={item.id} className={styles.row} disabled={isLocked || readOnly}>
                  <legend>{t(`people.${kind}.row`, { n: index + 1 })}</legend>
                  {isLocked && <p className={styles.help}>{t('people.locked')}</p>}
                  <div className={`${styles.fields} ${styles.twoColumns}`}>{fieldsOf(kind, asks, row ?? emptyRow(kind)).map((name) => field(index, name))}</div>
                  {!isLocked && !readOnly && (
                    <div className={styles.rowActions}>
                      <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                        {t('people.remove', { n: index + 1 })}
                      </Button>
                    </div>
                  )}
                </fieldset>
              );
            })}
            {!readOnly && (
              <Button variant="secondary" onClick={() => append(emptyRow(kind), { focusName: `rows.${fields.length}.name` })}>
                {t(`people.${kind}.add`)}
              </Button>
            )}
          </div>
        )
      )}
    </StepLayout>
  );
}
