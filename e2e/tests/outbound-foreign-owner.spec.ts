import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, authHeaders, users, waitForMailMatch } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';

// Issue 26, Recipients: a recipient on a 390 px phone, in Swedish, gives a German owner by birth date and nationality
// (no identity code is asked of a German; a Finn's or a Swede's is), reads the background question in the wording the
// organisation wrote for recipients, and submits; staff accept the answer, and the owner is in the register as given.
// Before, the form demanded a Finnish or Swedish identity code of every person owner ("Ange personbeteckningen").

const p = (lang: Lang, key: string, vars?: Record<string, string | number>) => tr(lang, `public:${key}`, vars);

/** The demo questionnaire's yes/no question, and the wording the demo organisation wrote for recipients (risk seed). */
const staffQuestion = 'Onko asiakkaalla liiketoimintaa korkean riskin maissa?';
const recipientQuestion = 'Onko yrityksellänne liiketoimintaa korkean riskin maissa?';
const germanOwner = 'Hans Müller';

interface Envelope<T> {
  data: T;
}

const created = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as Envelope<T>).data;
};

test('a recipient on a phone in Swedish gives a German owner by birth date and nationality; staff accept it', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const jwt = await apiLogin(request, users.user.email);
  const adminJwt = await apiLogin(request, users.admin.email);
  const stamp = Date.now();
  const recipient = `utlandsk-agare-${stamp}@example.com`;
  const name = `Utlandsbolaget ${stamp} Oy`;
  const customer = await created<{ id: string }>(await request.post('/api/v2.5/user/customers', {
    headers: authHeaders(jwt),
    data: { type: 'business', name, country: 'FI', contact_email: recipient, language: 'se', confirm_duplicate: true },
  }));
  try {
    // Staff ask for the owners (written into the customer once accepted) and the background questions, in Swedish.
    const sent = await created<{ id: string }>(await request.post(`/api/v2.5/user/customers/${customer.id}/requests`, {
      headers: authHeaders(jwt),
      data: { email: recipient, language: 'se', ask_owners: true, autofill_owners: true, ask_riskquestions: true, riskquestions_type: 'ALL' },
    }));
    await created(await request.post(`/api/v2.5/user/requests/${sent.id}/send`, { headers: authHeaders(jwt) }));

    // The recipient's own browser: a phone-sized screen, Swedish.
    const link = await waitForMailMatch(request, recipient, /(https?:\/\/\S+\/p\/requests\/\S+#[A-Za-z0-9_-]{43})/);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE', timezoneId: 'Europe/Helsinki', isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1 })).toContainText(name);
    const next = () => phone.getByRole('button', { name: p('se', 'actions.next'), exact: true }).click();

    // The owner: a German person. Choosing the nationality takes the identity code away and asks the birth date.
    await expect(phone.getByRole('heading', { name: p('se', 'steps.owners'), exact: true })).toBeVisible();
    const owner = phone.getByRole('group', { name: p('se', 'people.owners.row', { n: 1 }) });
    await owner.getByRole('textbox', { name: p('se', 'field.name') }).fill(germanOwner);
    await expect(owner.getByText(p('se', 'hint.nationality'))).toBeVisible();
    await expect(owner.getByRole('textbox', { name: p('se', 'field.ssn') })).toBeVisible();
    await owner.getByRole('combobox', { name: p('se', 'field.nationality'), exact: true }).selectOption('DE');
    await expect(owner.getByRole('textbox', { name: p('se', 'field.ssn') })).toHaveCount(0);
    await owner.getByRole('textbox', { name: p('se', 'field.share') }).fill('40');
    await next();
    // The birth date is what keeps a foreign owner in the register: the form asks for it, in Swedish.
    await expect(owner.getByText(p('se', 'validation.dob.required'))).toBeVisible();
    await expect(phone.getByText(p('se', 'validation.ssn.required'))).toHaveCount(0);
    await owner.getByLabel(p('se', 'field.dob')).fill('1970-05-04');
    await screen(phone, 'outbound-request-foreign-owner-se-phone', testInfo);
    // Nothing on the page is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await next();

    // The background question in the organisation's wording for recipients, not the staff's.
    await expect(phone.getByRole('heading', { name: p('se', 'steps.riskquestions'), exact: true })).toBeVisible();
    await expect(phone.getByText(recipientQuestion)).toBeVisible();
    await expect(phone.getByText(staffQuestion)).toHaveCount(0);
    await phone.getByRole('group', { name: recipientQuestion }).getByLabel(p('se', 'risk.no')).check();
    await next();

    await expect(phone.getByRole('heading', { name: p('se', 'steps.summary'), exact: true })).toBeVisible();
    await expect(phone.getByText(germanOwner)).toBeVisible();
    await phone.getByRole('button', { name: p('se', 'actions.submit') }).click();
    await expect(phone.getByRole('heading', { name: p('se', 'receipt.title') })).toBeVisible();
    await expect(phone.getByText(p('se', 'receipt.close'))).toBeVisible();
    await context.close();

    // Staff accept the answer (the demo organisation reviews answers); the owner is in the register as given.
    const accepted = await created<{ state: string }>(await request.post(`/api/v2.5/user/requests/${sent.id}/accept`, { headers: authHeaders(jwt) }));
    expect(accepted.state).toBe('accepted');
    const owners = await created<{ name: string; ssn: string | null; dob: string | null; nationality: string | null; share: number }[]>(
      await request.get(`/api/v2.5/user/customers/${customer.id}/owners`, { headers: authHeaders(jwt) }),
    );
    expect(owners).toContainEqual(expect.objectContaining({ name: germanOwner, ssn: null, dob: '1970-05-04', nationality: 'DE', share: 40 }));
    await login(page, users.user.email, { path: `/app/customers/${customer.id}` });
    await expect(page.getByText(germanOwner).first()).toBeVisible();
  } finally {
    await request.delete(`/api/v2.5/admin/customers/${customer.id}`, { headers: authHeaders(adminJwt) });
  }
});
