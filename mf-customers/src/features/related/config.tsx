import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { TrafficLightStatus } from '@tunne/design-system';
import { currentLanguage, formatDateTime, formatIsoDate, formatPercent } from '@tunne/app-kit';
import { maskSsn } from '@tunne/contracts';
import type { OrgUser } from '../../shared/org-user.ts';
import { combineLights, listLight, todoLight } from '../../shared/traffic.ts';
import { ownerSources, pepSources, type RelatedKind, type RelatedKinds } from './types.ts';
import type { RoleOption } from './roles.ts';
import type { Values } from './validation.ts';
import * as todoStyles from './components/Todo.module.css';

export type FieldType = 'text' | 'country' | 'number' | 'date' | 'select' | 'checkbox' | 'textarea';

export interface Context {
  t: TFunction;
  users: OrgUser[];
  roles: RoleOption[];
  /** Every role code of the customer's lists with its name, for saved rows whose code is not offered (roles.ts). */
  roleNames?: Record<string, string>;
  /** The customer's country: its rules check a related person's identity code when the record names no country. */
  customerCountry?: string | null;
  /** Issue 25 §8: the organisation's PEP function list (names), the PEP form's choice of function. */
  pepFunctions?: string[];
}

export interface FieldDef {
  key: string;
  type: FieldType;
  options?: (ctx: Context) => { value: string; label: string }[];
  showIf?: (values: Values) => boolean;
  required?: boolean;
}

export interface ColumnDef<Row> {
  key: string;
  align?: 'right';
  render: (row: Row, ctx: Context) => ReactNode;
}

export interface KindConfig<K extends RelatedKind> {
  kind: K;
  fields: FieldDef[];
  columns: ColumnDef<RelatedKinds[K]>[];
  /** Row name for confirmations. */
  rowName: (row: RelatedKinds[K]) => string;
  light: (rows: RelatedKinds[K][]) => TrafficLightStatus;
}

const text = (key: string): FieldDef => ({ key, type: 'text' });
const sourceOptions = (sources: readonly string[]) => (ctx: Context) => sources.map((value) => ({ value, label: ctx.t(`source.${value}`) }));
const none = (ctx: Context) => ctx.t('card.none');
const userName = (ctx: Context, id: string | null | undefined) => ctx.users.find((user) => user.id === id)?.name ?? none(ctx);
const share = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatPercent(value, currentLanguage()));

const owners: KindConfig<'owners'> = {
  kind: 'owners',
  fields: [
    { key: 'type', type: 'select', options: (ctx) => (['person', 'business'] as const).map((value) => ({ value, label: ctx.t(`type.${value}`) })) },
    { key: 'name', type: 'text', required: true },
    { key: 'ssn', type: 'text', showIf: (values) => values.type !== 'business' },
    { key: 'businessid', type: 'text', showIf: (values) => values.type === 'business' },
    { key: 'dob', type: 'date', showIf: (values) => values.type !== 'business' },
    { key: 'share', type: 'number', required: true },
    { key: 'nationality', type: 'country', showIf: (values) => values.type !== 'business' },
    { key: 'country', type: 'country' },
    { key: 'source', type: 'select', options: sourceOptions(ownerSources) },
    { key: 'description', type: 'textarea' },
  ],
  columns: [
    { key: 'name', render: (row) => row.name },
    { key: 'type', render: (row, ctx) => ctx.t(`type.${row.type}`) },
    { key: 'identifier', render: (row, ctx) => (row.type === 'business' ? row.businessid : maskSsn(row.ssn ?? null)) || none(ctx) },
    { key: 'share', align: 'right', render: (row) => share(row.share) },
    { key: 'source', render: (row, ctx) => (row.source ? ctx.t(`source.${row.source}`) : none(ctx)) },
  ],
  rowName: (row) => row.name,
  light: (rows) => listLight(rows.length),
};

const actualbeneficiaries: KindConfig<'actualbeneficiaries'> = {
  kind: 'actualbeneficiaries',
  fields: [
    { key: 'name', type: 'text', required: true },
    text('ssn'),
    { key: 'dob', type: 'date' },
    { key: 'share', type: 'number' },
    { key: 'nationality', type: 'country' },
    { key: 'country', type: 'country' },
    { key: 'source', type: 'select', options: sourceOptions(ownerSources) },
    { key: 'description', type: 'textarea' },
  ],
  columns: [
    { key: 'name', render: (row) => row.name },
    { key: 'identifier', render: (row, ctx) => maskSsn(row.ssn ?? null) ?? (row.dob ? formatIsoDate(row.dob) : none(ctx)) },
    { key: 'nationality', render: (row, ctx) => row.nationality || none(ctx) },
    { key: 'share', align: 'right', render: (row) => share(row.share) },
    { key: 'source', render: (row, ctx) => (row.source ? ctx.t(`source.${row.source}`) : none(ctx)) },
  ],
  rowName: (row) => row.name,
  light: (rows) => listLight(rows.length),
};

const peps: KindConfig<'peps'> = {
  kind: 'peps',
  fields: [
    { key: 'name', type: 'text', required: true },
    { key: 'is_pep_self', type: 'checkbox' },
    { key: 'is_pep_family', type: 'checkbox' },
    { key: 'is_pep_partner', type: 'checkbox' },
    // Issue 25 §8: the prominent public function (from the organisation's list), where and when it was held.
    {
      key: 'function',
      type: 'select',
      options: (ctx) => [{ value: '', label: ctx.t('common.choose') }, ...(ctx.pepFunctions ?? []).map((name) => ({ value: name, label: name }))],
    },
    { key: 'country', type: 'country' },
    { key: 'start_date', type: 'date' },
    { key: 'end_date', type: 'date' },
    { key: 'source', type: 'select', options: sourceOptions(pepSources) },
    { key: 'description', type: 'textarea' },
  ],
  columns: [
    { key: 'name', render: (row) => row.name },
    {
      key: 'pep',
      render: (row, ctx) =>
        (['is_pep_self', 'is_pep_family', 'is_pep_partner'] as const)
          .filter((flag) => row[flag])
          .map((flag) => ctx.t(`fields.${flag}`))
          .join(', ') || none(ctx),
    },
    {
      key: 'function',
      render: (row, ctx) => [row.function, row.country].filter(Boolean).join(', ') || none(ctx),
    },
    {
      key: 'pepPeriod',
      render: (row, ctx) =>
        row.start_date || row.end_date
          ? `${row.start_date ? formatIsoDate(row.start_date) : '…'} – ${row.end_date ? formatIsoDate(row.end_date) : ctx.t('fields.pepOngoing')}`
          : none(ctx),
    },
    { key: 'source', render: (row, ctx) => (row.source ? ctx.t(`source.${row.source}`) : none(ctx)) },
  ],
  rowName: (row) => row.name,
  light: (rows) => listLight(rows.length),
};

const responsiblepersons: KindConfig<'responsiblepersons'> = {
  kind: 'responsiblepersons',
  fields: [
    { key: 'name', type: 'text', required: true },
    {
      key: 'role',
      type: 'select',
      required: true,
      options: (ctx) => [{ value: '', label: ctx.t('common.choose') }, ...ctx.roles.map((role) => ({ value: role.code, label: roleLabel(ctx, role.code) }))],
    },
    text('ssn'),
    { key: 'dob', type: 'date' },
    { key: 'nationality', type: 'country' },
    { key: 'country', type: 'country' },
    { key: 'description', type: 'textarea' },
  ],
  columns: [
    { key: 'name', render: (row) => row.name },
    { key: 'role', render: (row, ctx) => roleLabel(ctx, row.role) },
    { key: 'identifier', render: (row, ctx) => maskSsn(row.ssn ?? null) ?? (row.dob ? formatIsoDate(row.dob) : none(ctx)) },
    { key: 'nationality', render: (row, ctx) => row.nationality || none(ctx) },
  ],
  rowName: (row) => row.name,
  light: (rows) => listLight(rows.length),
};

/** A role by its name in the UI language; a code no list knows (an old import) shows as it is. */
const roleLabel = (ctx: Context, code: string) =>
  code === 'OTHER' ? ctx.t('roles.OTHER') : (ctx.roles.find((role) => role.code === code)?.name ?? ctx.roleNames?.[code] ?? code);

const bankaccountnumbers: KindConfig<'bankaccountnumbers'> = {
  kind: 'bankaccountnumbers',
  fields: [{ key: 'number', type: 'text', required: true }, { key: 'bic', type: 'text', required: true }, { key: 'country', type: 'country' }, { key: 'description', type: 'textarea' }],
  columns: [
    { key: 'number', render: (row) => row.number },
    { key: 'bic', render: (row, ctx) => row.bic || none(ctx) },
    { key: 'country', render: (row, ctx) => row.country || none(ctx) },
    { key: 'description', render: (row, ctx) => row.description || none(ctx) },
  ],
  rowName: (row) => row.number,
  light: (rows) => listLight(rows.length),
};

const todos: KindConfig<'todos'> = {
  kind: 'todos',
  fields: [
    { key: 'name', type: 'text', required: true },
    {
      key: 'responsible_users_id',
      type: 'select',
      required: true,
      options: (ctx) => [
        { value: '', label: ctx.t('common.choose') },
        ...ctx.users.filter((user) => user.is_active).map((user) => ({ value: user.id, label: user.name })),
      ],
    },
    { key: 'deadline_at', type: 'date' },
    { key: 'description', type: 'textarea' },
    { key: 'notes', type: 'textarea' },
  ],
  columns: [
    {
      key: 'name',
      // What the todo asks, what was noted about it, and who made it when (spec §3 Todo); its files follow (RecordSection).
      render: (row, ctx) => (
        <span className={todoStyles.details}>
          <span>{row.name}</span>
          {row.description && <span className={todoStyles.note}>{row.description}</span>}
          {row.notes && <span className={todoStyles.note}>{`${ctx.t('fields.notes')}: ${row.notes}`}</span>}
          <span className={todoStyles.line}>{ctx.t('todos.createdBy', { name: userName(ctx, row.users_id), at: formatDateTime(row.created_at) })}</span>
        </span>
      ),
    },
    { key: 'responsible_users_id', render: (row, ctx) => userName(ctx, row.responsible_users_id) },
    { key: 'deadline_at', align: 'right', render: (row, ctx) => (row.deadline_at ? formatIsoDate(row.deadline_at) : none(ctx)) },
  ],
  rowName: (row) => row.name,
  light: (rows) => combineLights(rows.map((row) => todoLight(row))),
};

export const kindConfigs = { owners, actualbeneficiaries, peps, responsiblepersons, bankaccountnumbers, todos } satisfies { [K in RelatedKind]: KindConfig<K> };

/** A row as form values: strings for inputs, booleans for checkboxes, dates as yyyy-mm-dd. */
export const valuesOf = (fields: FieldDef[], row: Record<string, unknown> | null): Values =>
  Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.key];
      if (field.type === 'checkbox') return [field.key, Boolean(value)];
      if (field.key === 'type') return [field.key, typeof value === 'string' ? value : 'person'];
      if (field.key === 'source') return [field.key, typeof value === 'string' ? value : 'MANUAL'];
      if (field.type === 'date') return [field.key, typeof value === 'string' ? value.slice(0, 10) : ''];
      return [field.key, value === null || value === undefined ? '' : String(value)];
    }),
  );

/**
 * Form values as a POST/PUT body: hidden fields dropped, numbers parsed, empty strings null. A date input's value
 * (YYYY-MM-DD) is sent as it is: a deadline or a birth date is a day, which no time zone may move (issue 16 §2).
 */
export const bodyOf = (fields: FieldDef[], values: Values): Record<string, unknown> =>
  Object.fromEntries(
    fields
      .filter((field) => !field.showIf || field.showIf(values))
      .map((field) => {
        const value = values[field.key];
        if (field.type === 'checkbox') return [field.key, Boolean(value)];
        const trimmed = String(value ?? '').trim();
        if (trimmed === '') return [field.key, null];
        if (field.type === 'number') return [field.key, Number(trimmed.replace(',', '.'))];
        if (field.type === 'country') return [field.key, trimmed.toUpperCase()];
        if (field.key === 'number' || field.key === 'bic') return [field.key, trimmed.replace(/\s+/g, '').toUpperCase()];
        return [field.key, trimmed];
      }),
  );
