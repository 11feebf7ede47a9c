import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DataTableColumn, TrafficLightStatus } from '@tunne/design-system';
import type { DenyBody, FeatureFlag } from '@tunne/contracts';
import type { Confirmation } from '../shared/ConfirmDialog.tsx';
import type { OutboundKind } from '../shared/item-api.ts';

export type Translate = TFunction<'outbound'>;

/** What every outbound item and its list row carry. */
export interface ItemBase {
  id: string;
  customers_id: string;
  users_id: string | null;
}

/** A row of a card's list: the sender's name beside their id when the list has it. */
export interface RowBase extends ItemBase {
  user_name: string | null;
}

/** How a card section calls a kind's create/edit dialog (each kind adapts its own dialog to this). */
export interface KindFormProps<Item> {
  customerId: string;
  /** The draft to edit; null: a new one. */
  item: Item | null;
  frozen: boolean;
  /** A draft saved on the way (an upload, a signatory): the list shows it at once. */
  onDraft: (item: Item) => void;
  /** Saved (`sent`: it went out too); `sendLater`: the user asked to choose the send time next. */
  onSaved: (item: Item, next: 'done' | 'sendLater', sent: boolean) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
}

/** What a detail gives a kind's own parts: the item and the detail's actions. */
export interface DetailContext<Item> {
  item: Item;
  /** The customer is frozen: nothing is sent (issue 25 §1). */
  frozen: boolean;
  /** The key of the action that runs (its button shows it busy). */
  busy: string | null;
  /** The item after an action: the detail and the card's list show it. */
  changed: (next: Item) => void;
  /** Runs an action; a send refused for the EDD (`eddRetry`) opens the confirmation that offers an admin the override. */
  act: (key: string, action: () => Promise<Item>, eddRetry?: Confirmation) => Promise<void>;
  /** Asks first (ConfirmDialog). */
  confirm: (confirmation: Confirmation) => void;
  /** A line under the state saying what an action did. */
  say: (notice: ReactNode) => void;
  /** The part a deep link points at (an e-signature's signatory). */
  focusId: string | undefined;
  /** Moves the focus to the item's state once a confirmation closes (the button that was pressed is gone). */
  focusState: () => void;
  onError: (error: unknown) => void;
}

/** Accept / deny of a waiting answer, where the organisation has turned approval on. */
export interface Approval<Item> {
  flag: FeatureFlag;
  accept: (id: string) => Promise<Item>;
  deny: (id: string, body: DenyBody) => Promise<Item>;
  /** The confirmation's question. */
  acceptMessage: (t: Translate, item: Item) => string;
}

/** A titled text of the detail; left out when it has no value, unless `always`. */
export interface KindText<Item> {
  title: string;
  values: (item: Item) => (string | null)[];
  always?: boolean;
}

/**
 * An outbound item kind (requests, letters, identifications, e-signatures) as a description: the one card section
 * (KindCardSection) and the one detail view (KindDetail) draw any kind from it, and what is truly the kind's own
 * (its columns, its facts, the identification's checks, the e-signature's signatories) plugs in as functions and
 * components named here.
 */
export interface ItemKind<Item extends ItemBase, Row extends RowBase> {
  /** The staff API's name: paths, send, delete, files and history (shared/item-api.ts). */
  api: OutboundKind;
  /** The translation keys' prefix: `${name}.notInUse`, `.empty`, `.new`, `.loadError`, `.tableLabel`, `.facts`, … */
  name: 'requests' | 'letters' | 'identifications' | 'esignatures';
  /** The organisation's flag that turns the kind on. */
  flag: FeatureFlag;
  list: (customerId: string, signal: AbortSignal) => Promise<Row[]>;
  get: (id: string, signal: AbortSignal) => Promise<Item>;
  /** A saved item as a row of the list (`previous`: the row it replaces). */
  rowOf: (item: Item, previous?: Row) => Row;
  light: (entry: Item | Row) => TrafficLightStatus;
  stateLabel: (t: Translate, entry: Item | Row) => string;
  isDraft: (item: Item) => boolean;
  /** Who the item goes to, as the notices name them. */
  recipient: (item: Item) => string;

  /** The card section: its summary line (of a non-empty list) and the list's columns between the light and the sender. */
  summary: (t: Translate, rows: readonly Row[]) => string;
  columns: (t: Translate) => DataTableColumn<Row>[];
  /** The data attributes of the section (its combined light) and of a row. */
  lightAttribute: `data-${string}`;
  rowAttribute: `data-${string}`;
  /** The open item's row is highlighted (not only a deep link's). */
  highlightsOpenRow?: boolean;
  /** A deep link beyond /{id}: which item it opens and which of its parts it points at. */
  deepLink?: (path: string) => { id: string; focusId: string } | null;
  Form: ComponentType<KindFormProps<Item>>;
  /** What the card says after a detail's action (null: nothing, and the last notice goes). */
  changeNotice: (t: Translate, before: Row | undefined, after: Item) => string | null;

  /** The detail view. */
  title: (t: Translate, item: Item) => string;
  detailAttributes: (item: Item) => Record<`data-${string}`, string>;
  /** Beside the light: badges, the scheduled send, the signed count. */
  HeadNote?: ComponentType<{ item: Item }>;
  deleteMessage: (t: Translate, item: Item) => string;
  /** `senderName`: the list's name of the sender. */
  facts: (t: Translate, item: Item, senderName: string | null) => [string, ReactNode][];
  texts: KindText<Item>[];
  /** Parts before the facts (warnings that need a decision). */
  Lead?: ComponentType<DetailContext<Item>>;
  /** Parts after the texts (files, answers, results). */
  Parts?: ComponentType<DetailContext<Item>>;
  /** Accept / deny of an answer (the state then takes the focus after an accept). */
  approval?: Approval<Item>;
  /** The footer's actions for the item's state (SendActions for the items sent as a link). */
  Footer: ComponentType<DetailContext<Item>>;
}
