import { Type, type Static } from '@sinclair/typebox';
import { featureFlags, type Organisation } from './organisations.ts';
import { restrictionTypes, type User } from './users.ts';
import { Uuid } from './common.ts';
import { LanguageSchema } from './language-schema.ts';
import { literals, nullable, optionalEach, optionalNullable } from './schema-helpers.ts';

// Settings and administration (issue 15; spec §2 Settings sections, Profile; §3 User, Organisation, Other
// entities; §6; §7 Authentication and users; §9). The calls each section of mf-settings uses.

// ---- Sections ------------------------------------------------------------------------------------------------

/**
 * The settings sections in the spec's order (§2 Settings sections), plus 'changes' (the audit of every change) at
 * the end. The route of a section is /settings/{id}. mf-settings renders its own; 'sanctionlists', 'alerts' come from
 * mf-alerts and 'riskscore', 'riskratings', 'riskquestions' from mf-risk (app-kit settings-section contract).
 */
export const settingsSectionIds = [
  'organisation',
  'teams',
  'users',
  'privacy',
  'logo',
  'email',
  'public',
  'reminders',
  'archiving',
  'features',
  'methods',
  'sanctionlists',
  'alerts',
  'riskscore',
  'kycclock',
  'host',
  'prices',
  'dataproducts',
  'texts',
  'attachments',
  'preferences',
  'riskratings',
  'riskquestions',
  'shortcuts',
  'tasks',
  'tags',
  'whistleblowers',
  'changes',
] as const;
export type SettingsSectionId = (typeof settingsSectionIds)[number];
/** The sections a settings change is logged under: the settings sections and the shell's security page (issue 26). */
export type SettingsChangeSection = SettingsSectionId | 'security';

// ---- Organisation (identity) ----------------------------------------------------------------------------------

/** The use_documents_* flags (spec §3 Organisation): which registry documents the organisation may buy. */
export const documentFlags = [
  'use_documents_traderegister',
  'use_documents_financialstatements',
  'use_documents_rating',
  'use_documents_remarks',
  'use_documents_paymenthistory',
  'use_documents_beneficialowners',
  'use_documents_bylaws',
  'use_documents_registrationcertificate',
  'use_documents_associationextract',
] as const;
export type DocumentFlag = (typeof documentFlags)[number];

/** featureFlags (spec §3: "list with type"): optional modules switched on per organisation. */
export const featureFlagTypes = ['MODULE', 'DOCUMENT', 'INTEGRATION'] as const;
export type FeatureFlagType = (typeof featureFlagTypes)[number];
export const namedFeatureFlags = ['passportreader', 'monitoring', 'pepscreening', 'own_domain', 'own_sender_email'] as const;
export type NamedFeatureFlag = (typeof namedFeatureFlags)[number];
export interface FeatureFlagEntry {
  name: NamedFeatureFlag;
  type: FeatureFlagType;
}

const colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/**
 * The organisation as settings reads and edits it (GET /api/v2.5/admin/organizations/my; the user call
 * GET /api/v2.5/user/organizations/my returns the same fields). Outbound settings (e-mail, public visibility,
 * reminders, host) stay in the outbound service's own call (/api/v2.5/admin/organizations/outbound).
 */
export type OrganisationSettings = Organisation & {
  description: string | null;
  /** #rrggbb; the shell's accent and the public pages' header. */
  color_primary: string | null;
  color_secondary: string | null;
  /** The privacy (gdpr) notice shown on public pages. */
  privacy_text: string | null;
  privacy_link: string | null;
  /** /api/v2.5/public/logo?key=… (changes with every upload, so caches never show an old logo); null: no logo. */
  logo_url: string | null;
  /** Months until a newly started KYC clock alarms (spec §9 "KYC clock default expiry"). */
  kycclock_default_months: number;
  /** Days bought registry data stays valid (spec §9 "default validity of bought data"). */
  data_validity_days: number;
  feature_flags: FeatureFlagEntry[];
} & Record<DocumentFlag, boolean>;

export const kycclockDefaultMonthsRange = { minimum: 1, maximum: 60, default: 12 } as const;
export const dataValidityDaysRange = { minimum: 1, maximum: 3650, default: 90 } as const;
export const removeArchiveDaysRange = { minimum: 0, maximum: 3650, default: 30 } as const;

/** PUT /api/v2.5/admin/organizations/my: any subset of the editable fields. */
export const OrganisationUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    businessid: optionalNullable(Type.String({ maxLength: 20 })),
    address: optionalNullable(Type.String({ maxLength: 300 })),
    postalnumber: optionalNullable(Type.String({ maxLength: 20 })),
    city: optionalNullable(Type.String({ maxLength: 100 })),
    tel: optionalNullable(Type.String({ maxLength: 40 })),
    email: optionalNullable(Type.String({ format: 'email', maxLength: 254 })),
    website: optionalNullable(Type.String({ pattern: '^https?://', maxLength: 300 })),
    description: optionalNullable(Type.String({ maxLength: 2000 })),
    color_primary: optionalNullable(colour),
    color_secondary: optionalNullable(colour),
    privacy_text: optionalNullable(Type.String({ maxLength: 20_000 })),
    privacy_link: optionalNullable(Type.String({ pattern: '^https?://', maxLength: 500 })),
    remove_archive_days: Type.Optional(Type.Integer({ minimum: removeArchiveDaysRange.minimum, maximum: removeArchiveDaysRange.maximum })),
    kycclock_default_months: Type.Optional(Type.Integer({ minimum: kycclockDefaultMonthsRange.minimum, maximum: kycclockDefaultMonthsRange.maximum })),
    data_validity_days: Type.Optional(Type.Integer({ minimum: dataValidityDaysRange.minimum, maximum: dataValidityDaysRange.maximum })),
    feature_flags: Type.Optional(
      Type.Array(Type.Object({ name: literals(namedFeatureFlags), type: literals(featureFlagTypes) }, { additionalProperties: false }), {
        maxItems: namedFeatureFlags.length,
      }),
    ),
    ...optionalEach(featureFlags, () => Type.Boolean()),
    ...optionalEach(documentFlags, () => Type.Boolean()),
  },
  { $id: 'OrganisationUpdateBody', additionalProperties: false },
);
export type OrganisationUpdateBody = Static<typeof OrganisationUpdateBody>;

/** Logo upload (POST /api/v2.5/admin/organizations/my/logo, multipart field "file"): PNG, JPEG or SVG without scripts. */
export const logoLimits = { maxBytes: 512 * 1024, maxPixels: 4096 * 4096, types: ['image/png', 'image/jpeg', 'image/svg+xml'] } as const;
/** Avatar upload (POST /api/v2.5/user/users/me/avatar, multipart field "file"): PNG or JPEG. */
export const avatarLimits = { maxBytes: 2 * 1024 * 1024, maxPixels: 4096 * 4096, types: ['image/png', 'image/jpeg'] } as const;

// ---- Users and teams (identity) -------------------------------------------------------------------------------

/** Notification settings of the profile (spec §2 Profile; §3 User "notification settings"). */
export interface NotificationSettings {
  /** Mail when a new alert arrives on one of the user's customers. */
  notify_alerts: boolean;
  /** Mail when an outbound item of the user's waits too long, a KYC review falls due or a decision waits for the user's approval. */
  notify_reminders: boolean;
  receive_weeklyreport: boolean;
}

/** A user as the admin's users section lists and edits them (GET /api/v2.5/admin/users). */
export type AdminUser = User &
  NotificationSettings & {
    mfauth_tel: string | null;
    lastlogin_at: string | null;
    created_at: string;
    avatar_url: string | null;
  };

/** POST /api/v2.5/admin/users. Without a password the new user gets a mail with a link to set one. */
export const AdminUserCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    tel: optionalNullable(Type.String({ maxLength: 40 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    language: LanguageSchema,
    restrictiontype: literals(restrictionTypes),
    is_admin: Type.Optional(Type.Boolean()),
    receive_weeklyreport: Type.Optional(Type.Boolean()),
    teams: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100, uniqueItems: true })),
  },
  { $id: 'AdminUserCreateBody', additionalProperties: false },
);
export type AdminUserCreateBody = Static<typeof AdminUserCreateBody>;

/** PUT /api/v2.5/admin/users/{id}: any subset. */
export const AdminUserEditBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    tel: optionalNullable(Type.String({ maxLength: 40 })),
    language: Type.Optional(LanguageSchema),
    is_admin: Type.Optional(Type.Boolean()),
    is_active: Type.Optional(Type.Boolean()),
    restrictiontype: Type.Optional(literals(restrictionTypes)),
    use_mfauth: Type.Optional(Type.Boolean()),
    mfauth_tel: optionalNullable(Type.String({ maxLength: 40 })),
    disable_uilogin: Type.Optional(Type.Boolean()),
    autologout_timeout: optionalNullable(Type.Integer({ minimum: 1, maximum: 86_400 })),
    force_passwordchange: Type.Optional(Type.Boolean()),
    receive_weeklyreport: Type.Optional(Type.Boolean()),
  },
  { $id: 'AdminUserEditBody', additionalProperties: false },
);
export type AdminUserEditBody = Static<typeof AdminUserEditBody>;

/** PUT /api/v2.5/user/users/me/notifications */
export const NotificationSettingsBody = Type.Object(
  {
    notify_alerts: Type.Optional(Type.Boolean()),
    notify_reminders: Type.Optional(Type.Boolean()),
    receive_weeklyreport: Type.Optional(Type.Boolean()),
  },
  { $id: 'NotificationSettingsBody', additionalProperties: false },
);
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;

/** GET /api/v2.5/user/users/me/profile: the profile page's extra data beside GET users/me. */
export type Profile = NotificationSettings & { avatar_url: string | null };

/** A team as the admin's teams section shows it (GET /api/v2.5/admin/teams). */
export interface AdminTeam {
  id: string;
  name: string;
  description: string | null;
  members: { id: string; name: string; email: string }[];
  created_at: string;
}

/** POST /api/v2.5/admin/teams, PUT /api/v2.5/admin/teams/{id} */
export const TeamBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), description: optionalNullable(Type.String({ maxLength: 2000 })) },
  { $id: 'TeamBody', additionalProperties: false },
);
export type TeamBody = Static<typeof TeamBody>;

/** POST /api/v2.5/admin/teams/{id}/users; DELETE takes the same body (or ?users_id=). */
export const TeamMemberBody = Type.Object({ users_id: Type.String({ format: 'uuid' }) }, { $id: 'TeamMemberBody', additionalProperties: false });
export type TeamMemberBody = Static<typeof TeamMemberBody>;

// ---- Texts, preferences, attachments, shortcuts (identity) ----------------------------------------------------

/** A text template (spec §3 Other entities). GET /api/v2.5/user/texts; admin POST, PUT {id}, DELETE {id}. */
export interface TextTemplate {
  id: string;
  name: string;
  text: string;
  created_at: string;
  updated_at: string;
}
export const TextTemplateBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), text: Type.String({ minLength: 1, maxLength: 20_000 }) },
  { $id: 'TextTemplateBody', additionalProperties: false },
);
export type TextTemplateBody = Static<typeof TextTemplateBody>;

export const preferenceTypes = ['string', 'number', 'boolean', 'json'] as const;
export type PreferenceType = (typeof preferenceTypes)[number];
/** A preference (spec §3 Other entities: name, type, value). GET /api/v2.5/user/preferences; admin POST, PUT {id}, DELETE {id}. */
export interface Preference {
  id: string;
  name: string;
  type: PreferenceType;
  value: string | null;
  updated_at: string;
}
/** PUT with name '' and value null resets the preference (spec §7). */
export const PreferenceBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    type: Type.Optional(literals(preferenceTypes)),
    value: nullable(Type.String({ maxLength: 20_000 })),
  },
  { $id: 'PreferenceBody', additionalProperties: false },
);
export type PreferenceBody = Static<typeof PreferenceBody>;

/**
 * An attachment (spec §3 Other entities: files_id, name, description). GET /api/v2.5/user/attachments; admin
 * POST (multipart: file, name, description), PUT {id} (name, description), DELETE {id}. The file downloads from
 * GET /api/v2.5/user/attachments/{id}/file?jwt={temporary token} (spec §7 download links).
 */
export interface Attachment {
  id: string;
  files_id: string;
  name: string;
  description: string | null;
  filename: string;
  content_type: string;
  size: number;
  created_at: string;
}
export const attachmentLimits = { maxBytes: 20 * 1024 * 1024 } as const;
export const AttachmentEditBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), description: optionalNullable(Type.String({ maxLength: 2000 })) },
  { $id: 'AttachmentEditBody', additionalProperties: false },
);
export type AttachmentEditBody = Static<typeof AttachmentEditBody>;

/** A saved filter (spec §3 Filter: name, items). GET /api/v2.5/user/filters; admin POST, DELETE {id}. */
export interface SavedFilter {
  id: string;
  name: string;
  items: unknown[];
  created_at: string;
}
/**
 * The item types a saved filter may hold (spec §7 "Saved filters accept only known item types; unknown ones are
 * rejected", §9 filter groups): for every group its value checks (`_IS`, `_IS_NOT`) and `_EXISTS`; for the customer
 * actions with a sending state also `_IS_PENDING`, `_LAST` and `_RESENDS`; the creation time (`CREATED_AT`); and the
 * country register status checks (bankruptcy, liquidation, restructuring, interruption, defunct, ended).
 */
export const savedFilterGroups = [
  'CREATED', 'DEPARTMENT', 'DOMAIN', 'COMPANYTYPE', 'INDUSTRY', 'CITY', 'COUNTRY', 'TASKS', 'RISKSCORE', 'RISKASSESSMENTS',
  'KYCCLOCK', 'USER', 'TEAM', 'TAGS', 'TODOS', 'ACTUALBENEFICIARIES', 'RESPONSIBLEPERSONS', 'PEPS', 'IDENTIFICATIONS',
  'REQUESTS', 'LETTERS', 'ESIGNATURES', 'DOCUMENTS', 'ALERTS',
] as const;
const savedFilterSentGroups = ['IDENTIFICATIONS', 'REQUESTS', 'LETTERS', 'ESIGNATURES'] as const;
const savedFilterStatusChecks = ['BANKRUPTCY', 'LIQUIDATION', 'RESTRUCTURING', 'INTERRUPTED', 'DEFUNCT', 'ENDED'] as const;
export const savedFilterItemTypes: readonly string[] = [
  'CREATED_AT',
  ...savedFilterGroups.flatMap((group) => [`${group}_IS`, `${group}_IS_NOT`, `${group}_EXISTS`]),
  ...savedFilterSentGroups.flatMap((group) => [`${group}_IS_PENDING`, `${group}_LAST`, `${group}_RESENDS`]),
  ...savedFilterStatusChecks.flatMap((check) => [`${check}_IS`, `${check}_IS_NOT`]),
];
const knownSavedFilterItemTypes: ReadonlySet<string> = new Set(savedFilterItemTypes);

/**
 * The first item of a saved filter whose type is not a known one (savedFilterItemTypes), as its index, or null when
 * every item is an object with a known `type`. The rest of an item is kept as given.
 */
export const unknownSavedFilterItem = (items: readonly unknown[]): number | null => {
  const index = items.findIndex((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return true;
    const type = (item as { type?: unknown }).type;
    return typeof type !== 'string' || !knownSavedFilterItemTypes.has(type);
  });
  return index === -1 ? null : index;
};

export const SavedFilterBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), items: Type.Array(Type.Unknown(), { maxItems: 100 }) },
  { $id: 'SavedFilterBody', additionalProperties: false },
);
export type SavedFilterBody = Static<typeof SavedFilterBody>;

// ---- Change audit ---------------------------------------------------------------------------------------------

/** One audited settings change (who, when, old → new). GET /api/v2.5/admin/changes?limit=&before= (newest first). */
export interface SettingsChange {
  id: string;
  at: string;
  users_id: string | null;
  user_name: string | null;
  /** The settings section the change belongs to. */
  section: SettingsChangeSection;
  /** What changed, e.g. 'user', 'team', 'organisation', 'tag'; with the row's id and a readable name. */
  entity: string;
  entity_id: string | null;
  entity_name: string | null;
  action: 'create' | 'update' | 'delete';
  /** Changed fields only; secrets (passwords, files) never appear, only that they changed. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export interface SettingsChangePage {
  items: SettingsChange[];
  /** Pass as ?before= for the next page; null at the end. */
  next: string | null;
}

// ---- Announcements (identity) ---------------------------------------------------------------------------------

/**
 * An announcement written by the operator (CLI `npm run announce`), in the user's language (fi fallback).
 * GET /api/v2.5/user/announcements (newest first), GET /api/v2.5/user/announcements/{id}.
 */
export interface Announcement {
  id: string;
  created_at: string;
  title: string;
  body: string;
  /** Newer than the user's previous login (prevlogin_at): the post-login prompt offers these. */
  is_new: boolean;
}

// ---- Price list and data products (spec §9) -------------------------------------------------------------------

/** The monthly per-customer tiers by customer count (spec §9); amounts are the operator's and not in the spec. */
export const priceTiers: readonly { from: number; to: number | null }[] = [
  { from: 0, to: 99 },
  ...Array.from({ length: 19 }, (_, i) => ({ from: 100 * (i + 1), to: 100 * (i + 2) - 1 })),
  ...Array.from({ length: 6 }, (_, i) => ({ from: 2000 + 500 * i, to: 2000 + 500 * (i + 1) - 1 })),
  ...Array.from({ length: 5 }, (_, i) => ({ from: 5000 + 1000 * i, to: 5000 + 1000 * (i + 1) - 1 })),
  { from: 10_000, to: 14_999 },
  { from: 15_000, to: 19_999 },
  { from: 20_000, to: null },
];

/** The priced items beside the tiers (spec §9), in its order. */
export const priceItems = [
  'customer_added',
  'customer_stored',
  'customer_archived',
  'whistleblower_channel',
  'request',
  'identification',
  'manual_identification',
  'letter',
  'esignature',
  'signatory',
  'registers_extracts',
  'rating',
  'remarks',
  'payment_history',
  'query',
  'passportreader',
  'country_persons_data',
  'se_company_basic',
  'monitoring',
  'own_domain',
  'own_sender_email',
  'pep_screening',
] as const;
export type PriceItem = (typeof priceItems)[number];

/** GET /api/v2.5/user/prices: the organisation's price list (EUR, no tax); null where the operator set no price. */
export interface PriceList {
  currency: 'EUR';
  tiers: { from: number; to: number | null; monthly_per_customer: number | null }[];
  items: { item: PriceItem; price: number | null }[];
  /** The organisation's customer count now, so the screen marks the tier that applies. */
  customer_count: number;
}

export const userNotificationDefaults: NotificationSettings = { notify_alerts: true, notify_reminders: true, receive_weeklyreport: false };

// ---- Senior management (identity, issue 25 §3) ----------------------------------------------------------------

/**
 * GET/PUT /api/v2.5/admin/organizations/my/seniormanagement (admin): the organisation's compliance officer and the
 * members of its senior management. Only they approve an EDD, the removal of an EDD trigger and the lift of a freeze;
 * with nobody named the admins do. Every change is in the settings change log.
 */
export interface SeniorManagement {
  compliance_officer: string | null;
  members: string[];
}

export const SeniorManagementBody = Type.Object(
  {
    compliance_officer: Type.Union([Uuid, Type.Null()]),
    members: Type.Array(Uuid, { maxItems: 50, uniqueItems: true }),
  },
  { $id: 'SeniorManagementBody', additionalProperties: false },
);
export type SeniorManagementBody = Static<typeof SeniorManagementBody>;
