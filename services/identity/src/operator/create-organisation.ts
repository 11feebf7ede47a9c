import { featureFlags, type FeatureFlag } from '@tunne/contracts';
import { isAppError, type Database } from '@tunne/platform';
import { checkEmail } from '../auth/input.ts';
import { newResetToken, resetLink } from '../auth/reset-token.ts';
import { welcomeLifetimeMinutes } from '../repo/password-resets.ts';

// The operator's way to start an organisation in production (issue 26: it took SQL): the organisation and its first
// admin, who sets a password through a link (the welcome link an admin's new user gets, valid three days).

export const createOrganisationUsage = `usage: npm run operator -- create-organisation --name NAME --business-id 1234567-8 --admin-email EMAIL
         --admin-name NAME [--language fi|en|se] [--features use_alerts,use_requests,...]
  Creates the organisation and its first admin (no password: prints a link to set one, valid three days).
  Features: ${featureFlags.join(', ')} (default: none; the admin turns them on in Settings).`;

export interface NewOrganisation {
  name: string;
  businessId: string;
  adminEmail: string;
  adminName: string;
  language: 'fi' | 'en' | 'se';
  features: FeatureFlag[];
}

/** A Finnish business id (Y-tunnus): seven digits, a dash and the check digit of weights 7, 9, 10, 5, 8, 4, 2 mod 11. */
export const isFinnishBusinessId = (value: string): boolean => {
  const match = /^(\d{7})-(\d)$/.exec(value);
  if (!match) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const remainder = [...match[1]!].reduce((sum, digit, i) => sum + Number(digit) * weights[i]!, 0) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(match[2]);
};

const optionNames = ['name', 'business-id', 'admin-email', 'admin-name', 'language', 'features'] as const;
type OptionName = (typeof optionNames)[number];

/** The command line after `create-organisation`: the input, or every problem found. */
export const parseCreateOrganisationArgs = (args: readonly string[]): { input: NewOrganisation } | { problems: string[] } => {
  const values: Partial<Record<OptionName, string>> = {};
  const problems: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i]!;
    const name = flag.replace(/^--/, '') as OptionName;
    if (!flag.startsWith('--') || !optionNames.includes(name)) {
      problems.push(`unknown argument: ${flag}`);
      if (flag.startsWith('--') && args[i + 1] !== undefined && !args[i + 1]!.startsWith('--')) i += 1;
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) problems.push(`${flag} needs a value`);
    else values[name] = value;
    i += 1;
  }
  const name = values.name?.trim() ?? '';
  if (!name || name.length > 300) problems.push('--name: the organisation\'s name (1-300 characters) is required');
  const businessId = values['business-id']?.trim() ?? '';
  if (!isFinnishBusinessId(businessId)) problems.push('--business-id: a Finnish business id (1234567-8, with a valid check digit) is required');
  let adminEmail = '';
  try {
    adminEmail = checkEmail(values['admin-email']);
  } catch (error) {
    problems.push(`--admin-email: ${isAppError(error) && error.code === 'MISSING_EMAIL' ? 'the first admin\'s e-mail address is required' : 'not an e-mail address'}`);
  }
  const adminName = values['admin-name']?.trim() ?? '';
  if (!adminName || adminName.length > 200) problems.push('--admin-name: the first admin\'s name (1-200 characters) is required');
  const language = values.language ?? 'fi';
  if (language !== 'fi' && language !== 'en' && language !== 'se') problems.push('--language: fi, en or se');
  const features = (values.features ?? '').split(',').map((flag) => flag.trim()).filter(Boolean);
  const unknown = features.filter((flag) => !(featureFlags as readonly string[]).includes(flag));
  if (unknown.length > 0) problems.push(`--features: unknown ${unknown.join(', ')} (known: ${featureFlags.join(', ')})`);
  if (problems.length > 0) return { problems };
  return { input: { name, businessId, adminEmail, adminName, language: language as NewOrganisation['language'], features: features as FeatureFlag[] } };
};

export interface CreatedOrganisation {
  organisationsId: string;
  adminId: string;
  /** The first admin's link to set a password (valid three days). */
  setPasswordLink: string;
}

/**
 * Creates the organisation and its first admin in one transaction (as the database owner: no organisation exists to
 * be the tenancy of yet), audited in its settings change log and security log. EMAIL_RESERVED when the address already
 * has an account (addresses are unique across organisations).
 */
export const createOrganisation = async (db: Database, input: NewOrganisation, publicUrl: string): Promise<CreatedOrganisation> => {
  const welcome = newResetToken();
  const created = await db.owner.begin(async (sql) => {
    const [taken] = await sql`select 1 from identity.users where lower(email) = ${input.adminEmail}`;
    if (taken) throw new Error(`EMAIL_RESERVED: ${input.adminEmail} already has an account`);
    const flags = Object.fromEntries(input.features.map((flag) => [flag, true]));
    const [organisation] = await sql<{ id: string }[]>`insert into identity.organisations ${sql({ name: input.name, businessid: input.businessId, ...flags })}
      returning id`;
    const organisationsId = organisation!.id;
    // The rows below take their organisation from the tenancy setting, as the service's own writes do.
    await sql`select set_config('app.organisations_id', ${organisationsId}, true)`;
    const [admin] = await sql<{ id: string }[]>`insert into identity.users (organisations_id, name, email, language, is_admin)
      values (${organisationsId}, ${input.adminName}, ${input.adminEmail}, ${input.language}, true) returning id`;
    const adminId = admin!.id;
    await sql`insert into identity.password_resets (organisations_id, users_id, token_hash, expires_at)
      values (${organisationsId}, ${adminId}, ${welcome.hash}, now() + make_interval(mins => ${welcomeLifetimeMinutes}))`;
    await sql`insert into identity.settings_changes (organisations_id, users_id, section, entity, entity_id, entity_name, action, before, after)
      values (${organisationsId}, null, 'organisation', 'organisation', ${organisationsId}, ${input.name}, 'create', null,
        ${sql.json({ name: input.name, businessid: input.businessId, ...flags })}),
      (${organisationsId}, null, 'users', 'user', ${adminId}, ${input.adminName}, 'create', null,
        ${sql.json({ name: input.adminName, email: input.adminEmail, language: input.language, is_admin: true })})`;
    await sql`insert into identity.security_events (organisations_id, type, target_users_id, details)
      values (${organisationsId}, 'permissions.changed', ${adminId}, ${sql.json({ created: true, is_admin: true, operator: true })})`;
    return { organisationsId, adminId };
  });
  return { ...created, setPasswordLink: resetLink(publicUrl, welcome.token, input.language) };
};
