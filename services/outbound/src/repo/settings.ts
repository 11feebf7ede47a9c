import { defaultOutboundSettings, type EidLevel, type EidMethod, type OutboundSettings, type OutboundSettingsBody, type ResendStrategy } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface SettingsRow {
  host: string | null;
  resend_strategy: ResendStrategy;
  resend_maxcnt: number;
  resend_weekdays: number[];
  validtime_after_request: number;
  validtime_after_letter: number;
  validtime_after_identification: number;
  validtime_after_esignature: number;
  outbound_email_name: string | null;
  public_color: string | null;
  outbound_email_replyto: string | null;
  outbound_email_signature: string | null;
  public_countdown_seconds: number;
  login_url: string | null;
  eid_methods: EidMethod[] | null;
  eid_min_level: EidLevel;
}

/** The organisation's outbound settings (RLS: the caller's organisation); the defaults until an admin saves some. */
export const readSettings = async (tx: Tx): Promise<OutboundSettings> => {
  const [row] = await tx<SettingsRow[]>`
    select host, resend_strategy, resend_maxcnt, resend_weekdays, validtime_after_request, validtime_after_letter,
      validtime_after_identification, validtime_after_esignature, outbound_email_name, public_color,
      outbound_email_replyto, outbound_email_signature, public_countdown_seconds, login_url, eid_methods, eid_min_level
    from outbound.settings`;
  return row ? { ...row, resend_weekdays: [...row.resend_weekdays], eid_methods: row.eid_methods ? [...row.eid_methods] : null } : { ...defaultOutboundSettings, resend_weekdays: [...defaultOutboundSettings.resend_weekdays] };
};

/** Stores the settings; a field left out keeps what was saved before (or the default). */
export const writeSettings = async (tx: Tx, body: OutboundSettingsBody): Promise<OutboundSettings> => {
  const merged: OutboundSettings = { ...(await readSettings(tx)) };
  for (const [key, value] of Object.entries(body) as [keyof OutboundSettings, unknown][]) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  const weekdays = [...new Set(merged.resend_weekdays)].sort();
  await tx`insert into outbound.settings (organisations_id, host, resend_strategy, resend_maxcnt, resend_weekdays,
      validtime_after_request, validtime_after_letter, validtime_after_identification, validtime_after_esignature,
      outbound_email_name, public_color, outbound_email_replyto, outbound_email_signature, public_countdown_seconds, login_url,
      eid_methods, eid_min_level)
    values ((select outbound.caller_organisation()), ${merged.host}, ${merged.resend_strategy}, ${merged.resend_maxcnt},
      ${weekdays}, ${merged.validtime_after_request}, ${merged.validtime_after_letter}, ${merged.validtime_after_identification},
      ${merged.validtime_after_esignature}, ${merged.outbound_email_name}, ${merged.public_color},
      ${merged.outbound_email_replyto}, ${merged.outbound_email_signature}, ${merged.public_countdown_seconds}, ${merged.login_url},
      ${merged.eid_methods ? [...new Set(merged.eid_methods)] : null}, ${merged.eid_min_level})
    on conflict (organisations_id) do update set host = excluded.host, resend_strategy = excluded.resend_strategy,
      resend_maxcnt = excluded.resend_maxcnt, resend_weekdays = excluded.resend_weekdays,
      validtime_after_request = excluded.validtime_after_request, validtime_after_letter = excluded.validtime_after_letter,
      validtime_after_identification = excluded.validtime_after_identification,
      validtime_after_esignature = excluded.validtime_after_esignature, outbound_email_name = excluded.outbound_email_name, public_color = excluded.public_color,
      outbound_email_replyto = excluded.outbound_email_replyto, outbound_email_signature = excluded.outbound_email_signature,
      public_countdown_seconds = excluded.public_countdown_seconds, login_url = excluded.login_url, eid_methods = excluded.eid_methods,
      eid_min_level = excluded.eid_min_level, updated_at = now()`;
  return readSettings(tx);
};
