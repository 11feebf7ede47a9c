// Records related to a customer, one file per kind; related/shared.ts holds the conventions every kind follows.
export {
  ownerSources, type OwnerSource, RelatedRowParams, relatedKinds, type RelatedKind, type RelatedLight, listLight,
} from './shared.ts';
export * from './owners.ts';
export * from './beneficiaries.ts';
export * from './peps.ts';
export * from './responsible-persons.ts';
export * from './bank-accounts.ts';
export * from './todos.ts';
export * from './tasks.ts';
export * from './linked-customers.ts';
export * from './person-rules.ts';
