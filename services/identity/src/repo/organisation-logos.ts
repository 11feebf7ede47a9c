import type { Tx } from '@tunne/platform';
import type { LogoType } from '../images/logo-file.ts';

export interface StoredLogo {
  logo_type: LogoType;
  logo: Uint8Array;
}

/** The organisation's logo type, or null when it has none (for the audit; the bytes stay where they are). */
export const logoTypeOf = async (tx: Tx, organisationsId: string): Promise<LogoType | null> => {
  const [row] = await tx<{ logo_type: LogoType }[]>`
    select logo_type from identity.organisation_logos where organisations_id = ${organisationsId}`;
  return row?.logo_type ?? null;
};

/** Replaces the logo under a new key (the old key stops answering at once). */
export const saveLogo = async (tx: Tx, organisationsId: string, key: string, type: LogoType, content: Uint8Array): Promise<void> => {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  await tx`insert into identity.organisation_logos (organisations_id, logo_key, logo_type, logo)
    values (${organisationsId}, ${key}, ${type}, ${bytes})
    on conflict (organisations_id) do update set logo_key = excluded.logo_key, logo_type = excluded.logo_type,
      logo = excluded.logo, created_at = now()`;
};

export const deleteLogo = async (tx: Tx, organisationsId: string): Promise<void> => {
  await tx`delete from identity.organisation_logos where organisations_id = ${organisationsId}`;
};

/** A logo by its public key, across organisations (identity.logo_by_key); null when unknown or its organisation is closed. */
export const logoByKey = async (tx: Tx, key: string): Promise<StoredLogo | null> => {
  const [row] = await tx<StoredLogo[]>`select logo_type, logo from identity.logo_by_key(${key})`;
  return row ?? null;
};
