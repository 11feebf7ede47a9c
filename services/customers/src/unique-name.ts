import type { CustomerType, UniqueNameAlertsPort } from '@tunne/contracts';
import { log } from '@tunne/platform';

/** The new customer or lead and the customers with its name and identifier (repo findNameAndIdentifierMatches). */
export interface UniqueNameFinding {
  id: string;
  subject: 'customer' | 'lead';
  name: string;
  type: CustomerType;
  matches: { id: string; name: string }[];
}

/**
 * Raises the alerts service's unique-name alert (spec §2, type UNIQUENAME: a possible duplicate, linking to the root)
 * for a new customer or lead whose name and identifier are another customer's. Called after the creating transaction
 * (the port runs its own; the embedded database has one connection). The record stays created when raising fails:
 * the failure is logged.
 */
export const raiseUniqueName = async (port: UniqueNameAlertsPort | undefined, organisationsId: string, finding: UniqueNameFinding): Promise<void> => {
  if (!port || finding.matches.length === 0) return;
  const names = finding.matches.map((match) => match.name).join(', ');
  try {
    await port.raise(organisationsId, {
      customersId: finding.id, subject: finding.subject, customerName: finding.name, customerType: finding.type, matches: finding.matches,
      description: `Possible duplicate: the same name and identifier as ${names}`,
    });
  } catch (error) {
    log.error('unique-name alert failed', { organisationsId, customersId: finding.id, error: error instanceof Error ? error.name : 'unknown' });
  }
};
