import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
// Files of outbound items (spec §7: PATCH {url}/{id} with files_id removes one). Stored in PostgreSQL, checked by
// content, listed with size and SHA-256.

/**
 * Who added the file and what for: staff (an attachment sent out, a PDF to sign) or the recipient (part of the answer,
 * an identity document's photo, a drawn signature).
 */
export const outboundFileRoles = ['attachment', 'answer', 'document', 'passport', 'screensignature'] as const;
export type OutboundFileRole = (typeof outboundFileRoles)[number];

export interface OutboundFile {
  id: string;
  name: string;
  /** The type sniffed from the content (never the one the uploader claimed). */
  mime: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  role: OutboundFileRole;
  created_at: string;
}

/** Upload limits: 20 MB a file, 20 files an item. PDF, PNG, JPEG, and office documents sniffed by magic bytes. */
export const outboundFileLimits = { maxBytes: 20 * 1024 * 1024, maxFiles: 20 } as const;

/** Path parameters of a file of an item: /api/v2.5/user/{requests|letters}/{id}/files/{filesId}. */
export const OutboundFileParams = Type.Object({ id: Uuid, filesId: Uuid }, { $id: 'OutboundFileParams', additionalProperties: false });
export type OutboundFileParams = Static<typeof OutboundFileParams>;

/**
 * GET /api/v2.5/user/customers/{id}/files: the customer's files from its requests and secure messages — what staff sent
 * and what the recipients answered with — newest first; each downloads through its item's file route.
 */
export interface CustomerFile extends OutboundFile {
  item_kind: 'request' | 'letter' | 'identification' | 'esignature';
  item_id: string;
}
