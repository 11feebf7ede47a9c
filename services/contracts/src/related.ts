import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Uuid } from './common.ts';

/**
 * Records related to a customer (spec §3: owners, actual beneficiaries, PEPs, responsible persons, bank
 * accounts, todos, tasks, linked customers). docs/customer-register-api.md, "Related records", is the call list.
 *
 * Conventions for every kind:
 * - GET /api/v2.5/user/customers/{id}/<kind> returns a plain array (a card section; newest last).
 * - POST takes the create body and answers 201 with the row; PUT /{rowId} takes the update body, which is
 *   the create body with every field optional (a partial change, validated again as a whole), and answers the row.
 * - DELETE /{rowId} answers null.
 * - Rows carry `customers_id`, `users_id` (who created the row) and `created_at` (ISO).
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(nullable(schema));

const Name = Type.String({ minLength: 1, maxLength: 300 });
const Text = Type.String({ maxLength: 4000 });
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
/** A calendar date, YYYY-MM-DD. */
const DateOnly = Type.String({ format: 'date' });
const Identifier = Type.String({ minLength: 1, maxLength: 40 });
const Share = Type.Number({ minimum: 0, maximum: 100 });

/** Makes every property of a create body optional: the update (PUT) body. */
const partialOf = <T extends ReturnType<typeof Type.Object>>(schema: T, $id: string) =>
  Type.Partial(schema, { $id, additionalProperties: false });

export const ownerSources = ['UNKNOWN', 'DATABASE', 'MANUAL', 'REQUEST'] as const;
export type OwnerSource = (typeof ownerSources)[number];
/** PEP sources also include IDENTIFICATION (spec §3). */
export const pepSources = [...ownerSources, 'IDENTIFICATION'] as const;
export type PepSource = (typeof pepSources)[number];
export const ownerTypes = ['person', 'business'] as const;
export type OwnerType = (typeof ownerTypes)[number];

const OwnerSourceSchema = Type.Union(ownerSources.map((s) => Type.Literal(s)));
const PepSourceSchema = Type.Union(pepSources.map((s) => Type.Literal(s)));

interface RelatedRow {
  id: string;
  customers_id: string;
  /** Who created the row. */
  users_id: string | null;
  created_at: string;
}

// ---- Owners -------------------------------------------------------------------------------------------

export interface Owner extends RelatedRow {
  type: OwnerType;
  name: string;
  ssn: string | null;
  businessid: string | null;
  dob: string | null;
  share: number;
  nationality: string | null;
  country: string | null;
  description: string | null;
  source: OwnerSource;
}

/** A person owner needs `ssn`, a business owner `businessid` (else OWNER_ID_MISSING). `source` defaults to MANUAL. */
export const OwnerCreateBody = Type.Object(
  {
    type: Type.Union(ownerTypes.map((t) => Type.Literal(t))),
    name: Name,
    ssn: optionalNullable(Identifier),
    businessid: optionalNullable(Identifier),
    dob: optionalNullable(DateOnly),
    share: Share,
    nationality: optionalNullable(CountryCode),
    country: optionalNullable(CountryCode),
    description: optionalNullable(Text),
    source: Type.Optional(OwnerSourceSchema),
  },
  { $id: 'OwnerCreateBody', additionalProperties: false },
);
export type OwnerCreateBody = Static<typeof OwnerCreateBody>;
export const OwnerUpdateBody = partialOf(OwnerCreateBody, 'OwnerUpdateBody');
export type OwnerUpdateBody = Static<typeof OwnerUpdateBody>;

// ---- Actual beneficiaries -----------------------------------------------------------------------------

export interface ActualBeneficiary extends RelatedRow {
  name: string;
  ssn: string | null;
  dob: string | null;
  share: number | null;
  nationality: string | null;
  country: string | null;
  description: string | null;
  source: OwnerSource;
}

/**
 * With nationality FI or SE the `ssn` must be a valid personal identity code (structure + checksum); a bare
 * birth date is refused (INVALID_SSN). Other nationalities may give a birth date in `dob` instead.
 * The stored ssn is the normalised form; `dob` is filled from a valid ssn when not given.
 */
export const ActualBeneficiaryCreateBody = Type.Object(
  {
    name: Name,
    ssn: optionalNullable(Identifier),
    dob: optionalNullable(DateOnly),
    share: optionalNullable(Share),
    nationality: optionalNullable(CountryCode),
    country: optionalNullable(CountryCode),
    description: optionalNullable(Text),
    source: Type.Optional(OwnerSourceSchema),
  },
  { $id: 'ActualBeneficiaryCreateBody', additionalProperties: false },
);
export type ActualBeneficiaryCreateBody = Static<typeof ActualBeneficiaryCreateBody>;
export const ActualBeneficiaryUpdateBody = partialOf(ActualBeneficiaryCreateBody, 'ActualBeneficiaryUpdateBody');
export type ActualBeneficiaryUpdateBody = Static<typeof ActualBeneficiaryUpdateBody>;

// ---- PEPs ---------------------------------------------------------------------------------------------

export interface Pep extends RelatedRow {
  name: string;
  is_pep_self: boolean;
  is_pep_family: boolean;
  is_pep_partner: boolean;
  description: string | null;
  source: PepSource;
}

/** At least one of the three flags must be true (PEP_DETAILS_MISSING). Flags default to false. */
export const PepCreateBody = Type.Object(
  {
    name: Name,
    is_pep_self: Type.Optional(Type.Boolean()),
    is_pep_family: Type.Optional(Type.Boolean()),
    is_pep_partner: Type.Optional(Type.Boolean()),
    description: optionalNullable(Text),
    source: Type.Optional(PepSourceSchema),
  },
  { $id: 'PepCreateBody', additionalProperties: false },
);
export type PepCreateBody = Static<typeof PepCreateBody>;
export const PepUpdateBody = partialOf(PepCreateBody, 'PepUpdateBody');
export type PepUpdateBody = Static<typeof PepUpdateBody>;

// ---- Responsible persons ------------------------------------------------------------------------------

export interface ResponsiblePerson extends RelatedRow {
  name: string;
  role: string;
  nationality: string | null;
  country: string | null;
  dob: string | null;
  ssn: string | null;
  description: string | null;
}

/**
 * `role` is a code from the role list of the CUSTOMER's country (roles.ts; FI, NO, DK, SE, EE, GB, LV), the
 * GLOBAL list or OTHER (INVALID_ROLE otherwise). With nationality FI or SE the ssn rule of actual
 * beneficiaries applies (INVALID_SSN).
 */
export const ResponsiblePersonCreateBody = Type.Object(
  {
    name: Name,
    role: Type.String({ minLength: 1, maxLength: 100 }),
    nationality: optionalNullable(CountryCode),
    country: optionalNullable(CountryCode),
    dob: optionalNullable(DateOnly),
    ssn: optionalNullable(Identifier),
    description: optionalNullable(Text),
  },
  { $id: 'ResponsiblePersonCreateBody', additionalProperties: false },
);
export type ResponsiblePersonCreateBody = Static<typeof ResponsiblePersonCreateBody>;
export const ResponsiblePersonUpdateBody = partialOf(ResponsiblePersonCreateBody, 'ResponsiblePersonUpdateBody');
export type ResponsiblePersonUpdateBody = Static<typeof ResponsiblePersonUpdateBody>;

// ---- Bank accounts (path: bankaccountnumbers) ---------------------------------------------------------

export interface BankAccount extends RelatedRow {
  /** IBAN in electronic form: upper case, no spaces. */
  number: string;
  bic: string;
  description: string | null;
  /** Defaults to the IBAN's country. */
  country: string | null;
}

/** `number` must be a valid IBAN (INVALID_IBAN), `bic` a valid BIC (INVALID_BIC); spaces are allowed in input. */
export const BankAccountCreateBody = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 50 }),
    bic: Type.String({ minLength: 1, maxLength: 20 }),
    description: optionalNullable(Text),
    country: optionalNullable(CountryCode),
  },
  { $id: 'BankAccountCreateBody', additionalProperties: false },
);
export type BankAccountCreateBody = Static<typeof BankAccountCreateBody>;
export const BankAccountUpdateBody = partialOf(BankAccountCreateBody, 'BankAccountUpdateBody');
export type BankAccountUpdateBody = Static<typeof BankAccountUpdateBody>;

// ---- Todos (actions) ----------------------------------------------------------------------------------

export interface Todo extends RelatedRow {
  name: string;
  description: string | null;
  notes: string | null;
  responsible_users_id: string;
  /** ISO date-time or null. */
  deadline_at: string | null;
  is_done: boolean;
  done_at: string | null;
  /** When it was last sent to the responsible user (POST .../send). */
  sent_at: string | null;
  /** The responsible user's acknowledgement (POST .../answer) and when it was given. */
  answer: string | null;
  answered_at: string | null;
  /** Attached files, oldest first (the content is downloaded separately). */
  files: TodoFile[];
}

/**
 * A file attached to a todo. POST .../todos/{todoId}/files (multipart, the file in `file`, at most
 * todoFileMaxBytes and todoFileMaxCount per todo) attaches one and answers the todo; GET
 * .../todos/{todoId}/files/{files_id}?jwt=<temporary> downloads it (a link the browser opens itself);
 * PATCH .../todos/{todoId} with {files_id} removes it (spec §7) and answers the todo.
 */
export interface TodoFile {
  id: string;
  name: string;
  /** The type the browser declared; the download is always an attachment. */
  mime: string;
  size: number;
  /** Who attached it. */
  users_id: string | null;
  created_at: string;
}

export const todoFileMaxBytes = 10 * 1024 * 1024;
export const todoFileMaxCount = 20;

/** A todo in GET /api/v2.5/user/todos (mine: responsible or created by me), with its customer's name. */
export interface MyTodo extends Todo {
  customers_name: string;
}

/** The responsible user must exist and be active in the caller's organisation (RESPONSIBLE_USER_INVALID). */
export const TodoCreateBody = Type.Object(
  {
    name: Name,
    description: optionalNullable(Text),
    notes: optionalNullable(Text),
    responsible_users_id: Uuid,
    deadline_at: optionalNullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'TodoCreateBody', additionalProperties: false },
);
export type TodoCreateBody = Static<typeof TodoCreateBody>;
export const TodoUpdateBody = partialOf(TodoCreateBody, 'TodoUpdateBody');
export type TodoUpdateBody = Static<typeof TodoUpdateBody>;

/** PATCH .../todos/{todoId}: marks done or undone (both directions), or removes one attached file (spec §7). */
export const TodoDoneBody = Type.Union(
  [
    Type.Object({ is_done: Type.Boolean() }, { additionalProperties: false }),
    Type.Object({ files_id: Uuid }, { additionalProperties: false }),
  ],
  { $id: 'TodoDoneBody' },
);
export type TodoDoneBody = Static<typeof TodoDoneBody>;

/** POST .../todos/{todoId}/answer: only the responsible user; e-mailed back to the creator. */
export const TodoAnswerBody = Type.Object(
  { answer: Type.String({ minLength: 1, maxLength: 4000 }) },
  { $id: 'TodoAnswerBody', additionalProperties: false },
);
export type TodoAnswerBody = Static<typeof TodoAnswerBody>;

/** GET /api/v2.5/user/todos: paged ({items: MyTodo[], total, page, size}), open ones first by deadline. */
export const MyTodosQuery = Type.Object(
  {
    is_done: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { $id: 'MyTodosQuery', additionalProperties: false },
);
export type MyTodosQuery = Static<typeof MyTodosQuery>;

// ---- Tasks (organisation level) and their state on a customer -----------------------------------------

export interface Task {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
}

/** POST/PUT /api/v2.5/admin/tasks[/{id}] (admin). PUT takes the same body. */
export const TaskBody = Type.Object(
  { name: Name, description: optionalNullable(Text) },
  { $id: 'TaskBody', additionalProperties: false },
);
export type TaskBody = Static<typeof TaskBody>;

/** GET /api/v2.5/user/customers/{id}/tasks: every task of the organisation with its state on the customer. */
export interface CustomerTask {
  id: string;
  name: string;
  description: string | null;
  is_done: boolean;
  done_at: string | null;
}

/** PATCH /api/v2.5/user/customers/{id}/task/{tasks_id}: add marks done, remove marks pending; answers CustomerTask[]. */
export const taskModes = ['add', 'remove'] as const;
export type TaskMode = (typeof taskModes)[number];
export const CustomerTaskBody = Type.Object(
  { mode: Type.Union(taskModes.map((m) => Type.Literal(m))) },
  { $id: 'CustomerTaskBody', additionalProperties: false },
);
export type CustomerTaskBody = Static<typeof CustomerTaskBody>;

// ---- Linked customers ---------------------------------------------------------------------------------

/**
 * GET /api/v2.5/user/customers/{id}/linked_customers: the customers linked to this one (a link shows on both
 * customers). Only customers the caller may see are listed. POST/DELETE .../linked_customers/{customers_id}
 * link and unlink (both customers must be visible; no self-link); both answer the new list.
 */
export interface LinkedCustomer {
  id: string;
  name: string;
  type: 'business' | 'person';
  businessid: string | null;
  city: string | null;
  country: string | null;
  is_removed: boolean;
  linked_at: string;
  /** Who made the link. */
  users_id: string | null;
}

// ---- Path parameters ----------------------------------------------------------------------------------

export const RelatedRowParams = Type.Object({ id: Uuid, rowId: Uuid }, { $id: 'RelatedRowParams', additionalProperties: false });
export type RelatedRowParams = Static<typeof RelatedRowParams>;
export const CustomerTaskParams = Type.Object({ id: Uuid, tasks_id: Uuid }, { $id: 'CustomerTaskParams', additionalProperties: false });
export type CustomerTaskParams = Static<typeof CustomerTaskParams>;
export const TodoFileParams = Type.Object({ id: Uuid, rowId: Uuid, files_id: Uuid }, { $id: 'TodoFileParams', additionalProperties: false });
export type TodoFileParams = Static<typeof TodoFileParams>;
export const LinkedCustomerParams = Type.Object(
  { id: Uuid, customers_id: Uuid },
  { $id: 'LinkedCustomerParams', additionalProperties: false },
);
export type LinkedCustomerParams = Static<typeof LinkedCustomerParams>;

/** The related kinds with plain list/create/update/delete calls, as they appear in the path. */
export const relatedKinds = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccountnumbers', 'todos'] as const;
export type RelatedKind = (typeof relatedKinds)[number];

// ---- Traffic lights (spec §4) -------------------------------------------------------------------------

export type RelatedLight = 'grey' | 'green' | 'yellow' | 'red';

/** Todo: green when done, red when the deadline has passed and it is not done, otherwise yellow (pending). */
export const todoLight = (todo: Pick<Todo, 'is_done' | 'deadline_at'>, now: Date): RelatedLight => {
  if (todo.is_done) return 'green';
  if (todo.deadline_at !== null && Date.parse(todo.deadline_at) < now.getTime()) return 'red';
  return 'yellow';
};

/** Owner, beneficiary, responsible person and PEP lists: green when non-empty, otherwise grey (not started). */
export const listLight = (count: number): RelatedLight => (count > 0 ? 'green' : 'grey');
