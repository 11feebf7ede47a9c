import { identifyCustomer } from './identify.ts';
import type { CustomersPorts } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { writeReviewCycles } from '../review-cycle.ts';
import { pruneCustomerEvents, readCustomerEvents, readLeadEvents } from './events.ts';
import { assertNotFrozen, customerAccess, isCustomerVisible, listCustomerIds, retainedCustomerIds, screeningOrganisations } from './register.ts';
import { applyRecordsChange, recordsSnapshot } from './records.ts';
import { readOwnershipParents, readRiskSubjects, startKycClock, writeEddMarks, writeRiskLevels } from './risk.ts';
import { leadScreeningOrganisations, listLeadIds, readLeadScreeningSubjects, readScreeningSubjects } from './screening.ts';

/**
 * The customers service's one implementation of what it offers other services (the ports in @tunne/contracts): the
 * gateway wires it into alerts and risk. Each call runs in its own transaction on `db`.
 */
export const customersPorts = (db: Database): CustomersPorts => ({
  register: {
    access: (scope, customersId) => customerAccess(db, scope, customersId),
    isVisible: (scope, customersId) => isCustomerVisible(db, scope, customersId),
    customerIds: (organisationsId, after, limit) => listCustomerIds(db, organisationsId, after, limit),
    organisations: () => screeningOrganisations(db),
    retainedIds: (organisationsId, customerIds) => retainedCustomerIds(db, organisationsId, customerIds),
    assertNotFrozen: (scope, customersId) => assertNotFrozen(db, scope, customersId),
  },
  records: {
    snapshot: (scope, customersId) => recordsSnapshot(db, scope, customersId),
    apply: (scope, customersId, change) => applyRecordsChange(db, scope, customersId, change),
    identify: (scope, customersId, input) => identifyCustomer(db, scope, customersId, input),
  },
  events: {
    customers: (consumer, cursor, limit) => readCustomerEvents(db, consumer, cursor, limit),
    leads: (consumer, cursor, limit) => readLeadEvents(db, consumer, cursor, limit),
    prune: () => pruneCustomerEvents(db),
  },
  screening: {
    customers: (scope, ids) => readScreeningSubjects(db, scope, ids),
    leads: (scope, ids) => readLeadScreeningSubjects(db, scope, ids),
    leadIds: (organisationsId, after, limit) => listLeadIds(db, organisationsId, after, limit),
    leadOrganisations: () => leadScreeningOrganisations(db),
  },
  risk: {
    subjects: (organisationsId, ids) => readRiskSubjects(db, organisationsId, ids),
    writeLevels: (organisationsId, levels) => writeRiskLevels(db, organisationsId, levels),
    writeEddMarks: (organisationsId, marks) => writeEddMarks(db, organisationsId, marks),
    writeReviewCycles: (organisationsId, cycles, now) => writeReviewCycles(db, organisationsId, cycles, now),
    startKycClock: (scope, customersId, days) => startKycClock(db, scope, customersId, days),
    ownershipParents: (organisationsId, ids) => readOwnershipParents(db, organisationsId, ids),
  },
});
