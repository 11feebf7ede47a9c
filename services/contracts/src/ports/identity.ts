/**
 * What the identity service offers other services about an organisation: implemented once by the identity service
 * (`identityPorts(db)` in @tunne/identity), wired by the gateway.
 */
export interface OrganisationSettingsPort {
  /** Days an archived customer stays before it is deleted for good (identity.organisations.remove_archive_days). */
  archiveDays: (organisationsId: string) => Promise<number>;
}

/** The organisation as outbound mail and public pages name it (issue 13). */
export interface OrganisationProfile {
  id: string;
  name: string;
  email: string | null;
  is_active: boolean;
  use_requests: boolean;
  use_letters: boolean;
  use_requests_accept: boolean;
  use_identifications_accept: boolean;
  /** /api/v2.5/public/logo?key=… (served without a session); null: no logo. */
  logo_url: string | null;
}

export interface OrganisationProfilePort {
  /** null when there is no such organisation. */
  profile: (organisationsId: string) => Promise<OrganisationProfile | null>;
}

/** The one rate limiter of the system (identity.consume_rate_limit), for the public links (issue 13). */
export interface RateLimitPort {
  /** Takes one hit for key unless limit hits are already in the last windowSeconds; false: refuse. */
  consume: (key: string, limit: number, windowSeconds: number) => Promise<boolean>;
  /** Whether key already has limit hits in the last windowSeconds; takes none (a failure counter looked at before a check). */
  spent: (key: string, limit: number, windowSeconds: number) => Promise<boolean>;
}

/**
 * Who may approve what removes an obligation (issue 25 §3): the organisation names its compliance officer and the
 * members of its senior management (identity, Settings › organisation, audited in settings_changes). Only they approve
 * an EDD, the removal of an EDD trigger and the lift of a freeze. An organisation that has named nobody yet falls back to
 * its admins (so nothing already waiting becomes unapprovable); once anyone is named, only the named decide.
 */
export interface SeniorManagementPort {
  /** Whether the (active) user may take senior management's decisions in the organisation; `isAdmin` is the caller's. */
  isSeniorManagement: (organisationsId: string, usersId: string, isAdmin: boolean) => Promise<boolean>;
  /** The users who may decide (for the approvals inbox's mail): the named ones, else the organisation's active admins. */
  members: (organisationsId: string) => Promise<string[]>;
}
