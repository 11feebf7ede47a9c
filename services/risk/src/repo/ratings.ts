import type { RiskRating, RiskRatingBody } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

type RatingRow = Omit<RiskRating, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toRating = (row: RatingRow): RiskRating => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
const columns = ['name', 'number', 'description', 'kycclock_expiration_days', 'ask_kycclock'] as const;

/** Spec §9: by number. */
export const listRatings = async (tx: Tx): Promise<RiskRating[]> =>
  (await tx<RatingRow[]>`select id, ${tx(columns)}, created_at, updated_at from risk.ratings order by number, name, id`).map(toRating);

export const getRating = async (tx: Tx, id: string): Promise<RiskRating | null> => {
  const [row] = await tx<RatingRow[]>`select id, ${tx(columns)}, created_at, updated_at from risk.ratings where id = ${id}`;
  return row ? toRating(row) : null;
};

export type RatingValues = Partial<Required<RiskRatingBody>>;

export const insertRating = async (tx: Tx, values: RatingValues): Promise<RiskRating> => {
  const [row] = await tx<{ id: string }[]>`insert into risk.ratings ${tx({ ...values })} returning id`;
  return (await getRating(tx, row!.id))!;
};

export const updateRating = async (tx: Tx, id: string, values: RatingValues): Promise<RiskRating | null> => {
  await tx`update risk.ratings set ${tx({ ...values })}, updated_at = now() where id = ${id}`;
  return getRating(tx, id);
};

export const deleteRating = async (tx: Tx, id: string): Promise<boolean> => (await tx`delete from risk.ratings where id = ${id}`).count > 0;
