import { Type, type Static } from '@sinclair/typebox';

/** UUID of any entity; also the organisation id in URLs (36 chars of [a-z0-9-], spec §5). */
export const Uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
export const OrganisationIdParam = Type.String({ pattern: '^[a-z0-9-]{36}$' });
export const Email = Type.String({ format: 'email', maxLength: 254 });

export const IdParams = Type.Object({ id: Uuid }, { $id: 'IdParams', additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

export const PageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  },
  { additionalProperties: false },
);

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
