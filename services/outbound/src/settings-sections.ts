import type { OutboundSettings, SettingsSectionId } from '@tunne/contracts';
import { changedFields, type Principal, type SettingsChangeLog } from '@tunne/platform';

/** The settings section each outbound setting is edited in (issue 15), so the change audit files it there. */
export const outboundSettingSection: Record<keyof OutboundSettings, SettingsSectionId> = {
  outbound_email_name: 'email',
  outbound_email_replyto: 'email',
  outbound_email_signature: 'email',
  public_color: 'public',
  public_countdown_seconds: 'public',
  validtime_after_request: 'public',
  validtime_after_letter: 'public',
  validtime_after_identification: 'public',
  validtime_after_esignature: 'public',
  resend_strategy: 'reminders',
  resend_maxcnt: 'reminders',
  resend_weekdays: 'reminders',
  host: 'host',
  login_url: 'host',
  eid_methods: 'methods',
  eid_min_level: 'methods',
};

/** One audit entry per section whose settings the save changed (old → new of the changed fields only), after the commit. */
export const recordOutboundSettingsChanges = async (
  log: SettingsChangeLog,
  principal: Pick<Principal, 'organisationsId' | 'usersId'>,
  before: OutboundSettings,
  after: OutboundSettings,
): Promise<void> => {
  const sections = [...new Set(Object.values(outboundSettingSection))];
  for (const section of sections) {
    const fields = (Object.keys(outboundSettingSection) as (keyof OutboundSettings)[]).filter((key) => outboundSettingSection[key] === section);
    const pick = (settings: OutboundSettings) => Object.fromEntries(fields.map((key) => [key, settings[key]]));
    const changed = changedFields(pick(before), pick(after));
    if (!changed) continue;
    await log.record({
      organisationsId: principal.organisationsId, usersId: principal.usersId, section, entity: 'outbound_settings', action: 'update', ...changed,
    });
  }
};
