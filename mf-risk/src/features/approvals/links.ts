import type { ApprovalItem } from '@tunne/contracts';

/**
 * Where each kind is decided: a customer's on the customer card's section, an organisation's setting (no customer) on
 * its settings page (Settings › alert settings, risk score, methods).
 */
const customerSectionOf: Partial<Record<ApprovalItem['kind'], string>> = { EDD: 'edd', EDD_REMOVAL: 'edd', FREEZE_LIFT: 'edd', ALERT_DECISION: 'alerts' };
const settingsPathOf: Partial<Record<ApprovalItem['kind'], string>> = {
  FOUR_EYES_OFF: '/settings/alerts', EU_LIST: '/settings/riskscore', EID_LEVEL: '/settings/methods',
};

/** The page where the item is decided. */
export const approvalHref = (item: Pick<ApprovalItem, 'kind' | 'customers_id'>): string =>
  item.customers_id ? `/customers/${item.customers_id}/${customerSectionOf[item.kind] ?? ''}` : settingsPathOf[item.kind] ?? '/settings';
