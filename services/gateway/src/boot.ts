import { join } from 'node:path';
import {
  connectDatabase,
  createHttpSmsProvider,
  createOutboxSmsProvider,
  createSmtpMailer,
  createTokenService,
  DevOutbox,
  log,
  scheduleEvery,
  migrate,
  startEmbeddedDatabase,
  startSmtpSink,
  type Config,
  type Database,
  type EmbeddedDatabase,
  type SmsProvider,
  type SmtpSink,
} from '@tunne/platform';
import { createActiveUserFinder, createComplianceOfficerResolver, identityMigrations, seedIdentity } from '@tunne/identity';
import { customersMigrations, priceAmountsFromEnv, purgeExpiredCustomers, seedCustomers, seedRelated, sendReviewEscalations, sendReviewNotifications } from '@tunne/customers';
import { alertApprovalNotices, alertsMigrations, alertsOptionsFromEnv, startAlertsService } from '@tunne/alerts';
import {
  generateDevSigningKey, loadPdfSigningKey, outboundApprovalNotices, outboundMigrations, startLocalTimestampAuthority, startOutboundJobs, timestampUrlFromEnv,
  type LocalTimestampAuthority, type OutboundPortsDeps,
} from '@tunne/outbound';
import { createEidBroker, eidConfigFromEnv, startLocalEidProvider, type LocalEidProvider } from '@tunne/eid';
import { eidCallbackPath, type EidBrokerPort } from '@tunne/contracts';
import { raiseAssessmentAlerts, riskMigrations, seedRisk, sendApprovalNotifications, startRiskJobs, riskDepsOf, riskJobOptionsFromEnv } from '@tunne/risk';
import { alertTeamsPort, createGateway, retentionPurgers, reviewRecipients, servicePorts } from './gateway.ts';

export const allMigrations = [identityMigrations, customersMigrations, alertsMigrations, riskMigrations, outboundMigrations];

export const seedDemo = async (db: Database): Promise<void> => {
  await seedIdentity(db);
  await seedCustomers(db);
  await seedRelated(db);
  await seedRisk(db);
};

export interface Running {
  app: ReturnType<typeof createGateway>;
  db: Database;
  outbox: DevOutbox | undefined;
  stop: () => Promise<void>;
}

/**
 * The SMS provider: the configured gateway; in development the dev outbox; in production without a gateway none,
 * and SMS access codes are off (a use_mfauth user logs in with an authenticator app or gets SMS_LOGIN_UNAVAILABLE).
 */
const smsProviderFor = (config: Config, outbox: DevOutbox | undefined): SmsProvider | null => {
  if (config.sms) return createHttpSmsProvider(config.sms);
  if (outbox) return createOutboxSmsProvider(outbox);
  log.warn('no SMS gateway configured (SMS_GATEWAY_URL): SMS access codes are off; users with SMS login need an authenticator app');
  return null;
};

/**
 * Strong identification: the brokers EID_PROVIDERS configures; in development without them, the local OIDC provider
 * that stands in for the bank (never in production, where no configuration means no strong identification).
 */
const startEid = async (config: Config): Promise<{ eid: EidBrokerPort | null; local?: LocalEidProvider }> => {
  const configured = eidConfigFromEnv(process.env, config.publicUrl);
  if (configured) return { eid: createEidBroker(configured) };
  if (config.production) {
    log.warn('no eID provider configured (EID_PROVIDERS): strong identification is off; screen signature and document photo remain');
    return { eid: null };
  }
  const local = await startLocalEidProvider({ redirectUri: `${config.publicUrl}${eidCallbackPath}`, port: Number(process.env.EID_LOCAL_PORT ?? 0) });
  log.info('local eID provider started (development stand-in for the bank)', { issuer: local.issuer });
  return { eid: createEidBroker(local.config), local };
};

/**
 * The key final PDFs are signed with: PDF_SIGNING_* (see README); in development a generated one kept in the data
 * directory. In production without one, completing an e-signature cannot seal its PDF: refused at start.
 */
const signingFor = (config: Config): OutboundPortsDeps['signing'] => {
  const configured = loadPdfSigningKey(process.env);
  if (configured) return async () => configured;
  if (config.production) throw new Error('PDF_SIGNING_KEY_FILE and PDF_SIGNING_CERT_FILE (or PDF_SIGNING_P12_FILE) are required in production');
  let key: ReturnType<OutboundPortsDeps['signing']> | undefined;
  return () => (key ??= generateDevSigningKey(config.dataDir));
};

/**
 * The timestamp authority of the PDF seal (PAdES B-T): PDF_TSA_URL; in development without it, a local stand-in TSA
 * (never in production, where no configuration means seals without a trusted timestamp, B-B).
 */
export const startTimestampAuthority = async (
  config: Pick<Config, 'production'>,
  env: Record<string, string | undefined> = process.env,
): Promise<{ url: string | null; local?: LocalTimestampAuthority }> => {
  const configured = timestampUrlFromEnv(env);
  if (configured) return { url: configured };
  if (config.production) {
    log.warn('no timestamp authority configured (PDF_TSA_URL): sealed PDFs carry no trusted timestamp');
    return { url: null };
  }
  const local = await startLocalTimestampAuthority({ port: Number(env.PDF_TSA_LOCAL_PORT ?? 0) });
  log.info('local timestamp authority started (development stand-in for a trust service)', { url: local.url });
  return { url: local.url, local };
};

/** The seal's key with the timestamp authority's URL, when there is one. */
const withTimestamp = (signing: OutboundPortsDeps['signing'], url: string | null): OutboundPortsDeps['signing'] =>
  url ? async () => ({ ...(await signing()), timestampUrl: url }) : signing;

/**
 * Starts the whole system in one process: database (embedded unless DATABASE_URL), mail, services. Demo data only
 * when config.seedDemo (SEED=demo, refused in production); the dev mailbox only when config.devMailbox (never in
 * production).
 */
export const bootGateway = async (config: Config, options: { frontendRoot?: string } = {}): Promise<Running> => {
  // Checked before anything starts: a malformed PRICE_LIST stops the app rather than showing wrong prices.
  const prices = priceAmountsFromEnv();
  let embedded: EmbeddedDatabase | undefined;
  let ownerUrl = config.databaseUrl;
  if (!ownerUrl) {
    const started = Date.now();
    embedded = await startEmbeddedDatabase(join(config.dataDir, 'pglite'));
    ownerUrl = embedded.url;
    log.info('embedded database started', { ms: Date.now() - started });
  }
  const db = connectDatabase({
    ownerUrl,
    embedded: Boolean(embedded),
    ...(embedded ? { socketPath: embedded.socketPath } : {}),
    ...(config.appDatabaseUrl ? { appUrl: config.appDatabaseUrl } : {}),
  });
  await migrate(db.owner, allMigrations);
  if (config.seedDemo && !config.production) await seedDemo(db);

  let sink: SmtpSink | undefined;
  const outbox = config.devMailbox && !config.production ? new DevOutbox() : undefined;
  let mailHost = config.mail.host;
  let mailPort = config.mail.port;
  if (!mailHost) {
    if (!outbox) throw new Error('SMTP_HOST is required in production (the local SMTP sink is for development only)');
    sink = await startSmtpSink(outbox);
    mailHost = '127.0.0.1';
    mailPort = sink.port;
  }
  const mailer = createSmtpMailer({ host: mailHost, port: mailPort, from: config.mail.from });
  const sms = smsProviderFor(config, outbox);
  const tokens = createTokenService({ secret: config.jwtSecret });
  const sealKey = signingFor(config);
  const timestampAuthority = await startTimestampAuthority(config);
  const signing = withTimestamp(sealKey, timestampAuthority.url);
  const { eid, local: localEid } = await startEid(config);
  // Sanction and PEP lists (the shared data folder at first start), the screening index and its consumer job.
  // New alerts are mailed to the organisation's notification team (members from identity).
  const ports = servicePorts(db, { mailer, sms, publicUrl: config.publicUrl, eid, signing });
  const alerts = await startAlertsService(db, ports.customers, {
    ...alertsOptionsFromEnv(),
    notifications: { mailer, publicUrl: config.publicUrl, recipients: alertTeamsPort(db).recipients },
  });

  const app = createGateway({
    db,
    tokens,
    mailer,
    sms,
    publicUrl: config.publicUrl,
    ...(outbox ? { outbox } : {}),
    production: config.production,
    trustedProxies: config.trustedProxies,
    ...(options.frontendRoot ? { frontendRoot: options.frontendRoot } : {}),
    accessLog: process.env.ACCESS_LOG === '1',
    alerts,
    eid,
    signing,
    prices,
  });
  // Archived customers whose removes_at has passed leave the register (spec §4); retained records past their retention
  // period are deleted with what the outbound service keeps of them (issue 25 §4); hourly is plenty.
  const purge = scheduleEvery('customers.purge', 60 * 60 * 1000, () => purgeExpiredCustomers(db, new Date(), retentionPurgers(db)));
  // Risk scores follow customer events (every 2 s) and settings changes (full runs in the background).
  const riskJobs = startRiskJobs(riskDepsOf({ db, customers: ports.customers, alerts: ports.alerts.customerAlerts, outbound: ports.outboundFreeze }), riskJobOptionsFromEnv());
  // Review reminders (issue #11 §5): a review due within a month is mailed once to the owner (or the team).
  const reviews = scheduleEvery('customers.reviews', 60 * 60 * 1000, () =>
    sendReviewNotifications({ db, mailer, publicUrl: config.publicUrl, recipients: reviewRecipients(db) }));
  // Overdue reviews (issue 25 §7) are escalated to the compliance officer, once per alarm day.
  // The same job raises a RISKASSESSMENT alert for each risk assessment expired or due for review (issue 26).
  const escalations = scheduleEvery('customers.review-escalations', 60 * 60 * 1000, async () =>
    (await sendReviewEscalations({ db, mailer, publicUrl: config.publicUrl, complianceOfficers: createComplianceOfficerResolver(db) }))
    + (await raiseAssessmentAlerts({ db, customers: ports.customers, assessmentAlerts: ports.alerts.riskAssessmentAlerts })));
  // The approvals inbox's mail (issue 25 §3): senior management hears of each EDD and ground removal waiting for them.
  const findUser = createActiveUserFinder(db);
  const approvals = scheduleEvery('risk.approvals', 15 * 60 * 1000, () =>
    sendApprovalNotifications({
      db, mailer, publicUrl: config.publicUrl, seniorManagement: ports.identity.seniorManagement, findUser,
      // The alerts' decisions waiting for a second person: dispositions under four-eyes, switching four-eyes off; and
      // outbound's: lowering the minimum eID level.
      otherSources: [alertApprovalNotices(db), outboundApprovalNotices(db)],
      organisations: () => ports.customers.register.organisations(),
      customerName: async (organisationsId, customersId) =>
        (await ports.customers.records.snapshot({ organisationsId, restrictiontype: 'NONE' }, customersId))?.name ?? null,
    }));
  // Scheduled (LATER) sends and reminders of requests and secure messages (issue 13).
  const stopOutboundJobs = startOutboundJobs(ports.outboundDeps!);
  return {
    app,
    db,
    outbox,
    stop: async () => {
      stopOutboundJobs();
      purge.stop();
      reviews.stop();
      escalations.stop();
      approvals.stop();
      riskJobs.stop();
      alerts.stop();
      await db.close();
      await sink?.stop();
      await localEid?.stop();
      await timestampAuthority.local?.stop();
      await embedded?.stop();
    },
  };
};
