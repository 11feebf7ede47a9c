import type {
  CustomerRecordsPort, CustomerRegisterPort, EidBrokerPort, MismatchAlertsPort, OrganisationProfilePort, RiskAnswersPort, RiskEddPort,
  SanctionsCheckPort, ScreeningSubjectsPort,
} from '@tunne/contracts';
import type { PdfSigningKey } from './pdf/types.ts';
import type { Database, Mailer, PrincipalResolver, SecurityLog, SettingsChangeLog, SmsProvider, TokenService } from '@tunne/platform';

/** What the outbound service reads of other domains: ports from @tunne/contracts, wired by the gateway. */
export interface OutboundPortsDeps {
  db: Database;
  mailer: Mailer;
  /** null: no SMS gateway, so letters with a phone number cannot send their code (SMS_UNAVAILABLE). */
  sms: SmsProvider | null;
  /** The app's own address (https://host), used for links when the organisation has no custom host. */
  publicUrl: string;
  /**
   * The register; `screening` reads a person customer's birth date (stored, or from the FI/SE identity code) for the
   * eID comparison (issue 25 §5); absent: only the name is compared.
   */
  customers: { register: CustomerRegisterPort; records: CustomerRecordsPort; screening?: Pick<ScreeningSubjectsPort, 'customers'> };
  risk: RiskAnswersPort;
  /** Whether the customer's EDD blocks a new send (issue 25 §3; the risk service's `riskPorts(…).edd`). */
  riskEdd: RiskEddPort;
  organisations: OrganisationProfilePort;
  /** Strong electronic identification (OIDC relying party); null: no provider, only SCREENSIGNATURE / PASSPORTFILE. */
  eid: EidBrokerPort | null;
  /** The key and certificate the final PDFs of e-signatures are signed with (configured; generated in development), read once on first use. */
  signing: () => Promise<PdfSigningKey>;
  /**
   * An active staff member (identity's): who an item was sent by (the signed PDF of an e-signature is mailed to them
   * too), the admin a test mail goes to, in their language, and the owner a recipient's answer is mailed to unless their
   * notification settings say no (notify_reminders false; issue 26); absent: nobody.
   */
  findUser?: (organisationsId: string, usersId: string) => Promise<{ email: string; language?: string; notify_reminders?: boolean } | null>;
  /** The alerts service's unresolved potential sanctions matches (nothing is sent while one is pending); absent: not checked. */
  sanctionsCheck?: SanctionsCheckPort;
  /** Where an identity mismatch raises its alert (the alerts service's port, wired by the gateway); absent: none. */
  alerts?: MismatchAlertsPort;
  /** The clock (tests move it to expire links and codes). */
  now?: () => Date;
}

export interface OutboundDeps extends OutboundPortsDeps {
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
  /** Downloads of files (personal data) are recorded here when given. */
  securityLog?: SecurityLog;
  /** Where the admin's changes of the outbound settings are audited (identity's store, wired by the gateway); default none. */
  settingsChanges?: SettingsChangeLog;
}

export const clock = (deps: Pick<OutboundPortsDeps, 'now'>): Date => (deps.now ? deps.now() : new Date());
