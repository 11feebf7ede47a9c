// Related records of a customer: the row types are the contracts' (services/contracts/src/related.ts).
import type { ActualBeneficiary, BankAccount, Owner, Pep, ResponsiblePerson, Todo } from '@tunne/contracts';

export type { ActualBeneficiary, BankAccount, CustomerTask, LinkedCustomer, Owner, Pep, ResponsiblePerson, Todo, TodoFile } from '@tunne/contracts';
export { ownerSources, pepSources } from '@tunne/contracts';

export interface RelatedKinds {
  owners: Owner;
  actualbeneficiaries: ActualBeneficiary;
  peps: Pep;
  responsiblepersons: ResponsiblePerson;
  bankaccountnumbers: BankAccount;
  todos: Todo;
}
export type RelatedKind = keyof RelatedKinds;
