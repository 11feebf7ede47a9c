import type { Context, Hono } from 'hono';
import {
  IdParams, LeadConvertBody, LeadCreateBody, LeadListQuery, LeadUpdateBody, type CustomerType, type Lead,
  type LeadConversion,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import type { SubjectAlertsPort, UniqueNameAlertsPort } from '@tunne/contracts';
import { findNameAndIdentifierMatches } from '../repo/customers.ts';
import { raiseUniqueName } from '../unique-name.ts';
import { createCustomer, duplicateConflict } from '../create-customer.ts';
import { checkIdentifiers } from '../customer-values.ts';
import {
  deleteLead, getLead, insertLead, leadAudit, listLeads, markConverted, markLeadDeleted, updateLead, type LeadValues,
} from '../repo/leads.ts';

const textFields = ['name', 'businessid', 'country', 'email', 'phone', 'contact_name', 'description'] as const;

/** Trimmed text, '' as null; the business id upper-cased and the e-mail lower-cased, as on a customer. */
const leadValues = (body: LeadUpdateBody): LeadValues => {
  const values: LeadValues = {};
  for (const key of textFields) {
    const value = body[key];
    if (value === undefined) continue;
    const trimmed = value === null ? null : value.trim();
    values[key] = trimmed === '' ? null : trimmed;
  }
  if (values.businessid) values.businessid = values.businessid.toUpperCase();
  if (values.email) values.email = values.email.toLowerCase();
  if (body.type !== undefined) values.type = body.type;
  if (body.status !== undefined) values.status = body.status;
  if ('name' in values && values.name === null) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  return values;
};

/** A business lead's business id is checked in its country like a customer's (INVALID_BUSINESSID). */
const checkBusinessid = (values: LeadValues, type: CustomerType, country: string | null): void => {
  if (type === 'business') checkIdentifiers(values, type, country);
};

const leadNotFound = (): AppError => new AppError('NOT_FOUND', 'Lead not found');
const alreadyConverted = (): AppError => new AppError('LEAD_ALREADY_CONVERTED', 'The lead has already been converted to a customer');

/** POST .../convert may come without a body. */
const readConvertBody = async (c: Context): Promise<LeadConvertBody> =>
  c.req.header('content-type') === undefined && !c.req.header('content-length') ? {} : readBody(c, LeadConvertBody);

/**
 * Leads (spec §2 Add menu, docs/customer-register-api.md "Leads"): list, CRUD, the audit trail and the conversion to
 * a customer. `alerts` (wired by the gateway) says whether a lead has alerts: such a lead is kept when deleted.
 */
export const leadRoutes = (app: Hono<AuthEnv>, db: Database, alerts?: SubjectAlertsPort, uniqueNameAlerts?: UniqueNameAlertsPort): void => {
  app.get('/api/v2.5/user/leads', async (c) => {
    const query = readQuery(c, LeadListQuery);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listLeads(tx, query)));
  });

  app.post('/api/v2.5/user/leads', async (c) => {
    const body = await readBody(c, LeadCreateBody);
    const values = leadValues(body);
    if (!values.name) throw new AppError('MISSING_NAME', 'Name is required', '/name');
    checkBusinessid(values, body.type, values.country ?? null);
    const principal = c.get('principal');
    const { lead, matches } = await db.tx(tenancyOf(principal), async (tx) => {
      const inserted = await insertLead(tx, { ...values, users_id: principal.usersId });
      // A lead with the name and business id of a customer: a possible duplicate (unique-name alert, after commit).
      const who = { type: inserted.type, name: inserted.name, businessid: inserted.businessid ?? null, ssn: null };
      return { lead: inserted, matches: await findNameAndIdentifierMatches(tx, who, inserted.id) };
    });
    await raiseUniqueName(uniqueNameAlerts, principal.organisationsId, { id: lead.id, subject: 'lead', name: lead.name, type: lead.type, matches });
    return ok(c, lead, 201);
  });

  app.get('/api/v2.5/user/leads/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const lead = await db.tx(tenancyOf(c.get('principal')), (tx) => getLead(tx, id));
    if (!lead) throw leadNotFound();
    return ok(c, lead);
  });

  app.put('/api/v2.5/user/leads/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const values = leadValues(await readBody(c, LeadUpdateBody));
    const lead = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const current = await getLead(tx, id, true);
      if (!current) throw leadNotFound();
      if (current.status === 'CONVERTED') throw alreadyConverted();
      // As on a customer: a business id in the body is checked in the country it will have.
      checkBusinessid(values, (values.type as CustomerType | undefined) ?? current.type, values.country === undefined ? current.country : values.country);
      return updateLead(tx, id, values);
    });
    if (!lead) throw leadNotFound();
    return ok(c, lead);
  });

  /**
   * Issue 25 §6: a lead with any alert or decision is evidence. Only an admin may remove it, and it is kept (marked
   * deleted, out of the lists; its alerts and decisions stay); a regular user gets LEAD_HAS_ALERTS. A lead without
   * alerts is deleted as before.
   */
  app.delete('/api/v2.5/user/leads/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    if (!(await db.tx(tenancy, (tx) => getLead(tx, id)))) throw leadNotFound();
    const kept = alerts ? await alerts.hasAlerts(principal.organisationsId, id) : false;
    if (kept && !principal.isAdmin) {
      throw new AppError('LEAD_HAS_ALERTS', 'A lead with alerts or decisions is kept; only an admin may remove it from the lists');
    }
    const done = await db.tx(tenancy, (tx) => (kept ? markLeadDeleted(tx, id, principal.usersId) : deleteLead(tx, id)));
    if (!done) throw leadNotFound();
    return ok(c, null);
  });

  app.get('/api/v2.5/user/leads/:id/audit', async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await getLead(tx, id))) throw leadNotFound();
      return leadAudit(tx, id);
    }));
  });

  // One transaction: the lead is locked, the customer created by the customer-create rules, the lead marked.
  app.post('/api/v2.5/user/leads/:id/convert', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readConvertBody(c);
    const principal = c.get('principal');
    const result = await db.tx(tenancyOf(principal), async (tx) => {
      const lead = await getLead(tx, id, true);
      if (!lead) throw leadNotFound();
      if (lead.status === 'CONVERTED') throw alreadyConverted();
      const business = lead.type === 'business';
      const created = await createCustomer(tx, principal.usersId, {
        type: lead.type,
        name: lead.name,
        country: body.country === undefined ? lead.country : body.country,
        email: lead.email,
        description: lead.description,
        ...(business ? { businessid: lead.businessid, contact_name: lead.contact_name } : { ssn: body.ssn ?? null }),
        ...(body.teams_id === undefined ? {} : { teams_id: body.teams_id }),
        ...(body.confirm_duplicate ? { confirm_duplicate: true } : {}),
      });
      if (!created.created) return created;
      const converted = await markConverted(tx, id, created.customer.id);
      return { created: true as const, conversion: { lead: converted as Lead, customer: created.customer } };
    });
    if (!result.created) throw duplicateConflict(result.duplicates);
    return ok<LeadConversion>(c, result.conversion, 201);
  });
};
