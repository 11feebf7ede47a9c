import type { Language } from '../languages.ts';
import type { OutboundFile } from './files.ts';
import type { OutboundLight } from './states.ts';

/**
 * What staff see of every outbound item that goes out as a link (a request, a secure message, an identification): whose
 * it is, to whom and in which language, and how its sending stands (spec §3, §4). A kind adds its own fields and states.
 */
export interface OutboundItem<State extends string> {
  id: string;
  organizations_id: string;
  customers_id: string;
  users_id: string | null;
  email: string;
  note: string | null;
  language: Language;
  state: State;
  light: OutboundLight;
  created_at: string;
  /** When a LATER send is due; null otherwise. */
  send_at: string | null;
  sent_at: string | null;
  resent_at: string | null;
  resend_cnt: number;
  /** Link expiry (validtime_after_<kind> days after sending). */
  expires_at: string | null;
  files: OutboundFile[];
  /** The public page (no token: staff never see a recipient's link); with ?preview for the preview button. */
  public_url: string;
}
