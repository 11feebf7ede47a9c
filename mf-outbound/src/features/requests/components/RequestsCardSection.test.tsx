import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { OutboundEvent, Request, User } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { customer, request, rowOf, stubApi, useOrganisation, type Call } from '../../../test-support.ts';

const answered: Request = request({
  id: 'r3', state: 'wait', light: 'yellow', sent_at: '2026-11-21T08:00:00.000Z', answered_at: '2026-11-22T10:30:00.000Z', is_answered: true,
  files: [{ id: 'f1', name: 'omistajat.pdf', mime: 'application/pdf', size: 20480, sha256: 'a'.repeat(64), role: 'answer', created_at: '2026-11-22T10:29:00.000Z' }],
});
const items = [request({ id: 'r1' }), request({ id: 'r2', state: 'error', light: 'red', sent_at: '2026-11-21T08:00:00.000Z', resend_cnt: 2 }), answered];

const mount = (overrides: Record<string, (body: unknown) => unknown> = {}) => {
  const calls = stubApi((call) => {
    const key = `${call.method} ${call.path}`;
    if (overrides[key]) return { data: overrides[key](call.body) };
    if (key === 'GET v2.5/user/customers/c1/requests') return { data: items.map(rowOf) };
    if (key === 'GET v2.5/user/customers/c1') return { data: customer };
    const match = /^GET v2\.5\/user\/requests\/(r\d)$/.exec(key);
    if (match) return { data: items.find((item) => item.id === match[1]) };
    if (key === 'GET v2.5/user/requests/r3/comparison') {
      return {
        data: {
          before: {
            owners: [{ name: 'Vanha Omistaja', share: 100 }, { name: 'Pysyvä Omistaja', dob: '1970-05-04' }],
            riskanswers: [{ riskquestions_id: 'q1', answer: false, description: null }, { riskquestions_id: 'q2', answer: 'Helsinki', description: null }],
          },
          answer: {
            owners: [{ name: 'Uusi Omistaja', share: 60 }, { name: 'Toinen Omistaja', share: 40 }, { name: 'Pysyvä Omistaja', dob: '1970-05-04' }],
            riskanswers: [
              { riskquestions_id: 'q1', answer: true, description: 'Ruotsissa' }, { riskquestions_id: 'q2', answer: 'Helsinki', description: null },
              { riskquestions_id: 'q3', answer: ['A', 'B'], description: null },
            ],
          },
          questions: [{ id: 'q1', question: 'Toimiiko yhtiö ulkomailla?', type: 'YESNO' }, { id: 'q2', question: 'Kotipaikka', type: 'TEXT' }, { id: 'q3', question: 'Tuotteet', type: 'MULTI' }],
        },
      };
    }
    return undefined;
  });
  const element = document.createElement('div');
  document.body.append(element);
  const unmount = mountCardSection('requests', element, { customerId: 'c1' });
  return { calls, element, unmount };
};

const openRow = async (element: HTMLElement, id: string) => {
  await waitFor(() => expect(element.querySelector(`[data-request="${id}"]`)).toBeTruthy());
  fireEvent.click(element.querySelector(`[data-request="${id}"] td`)!);
  return screen.findByRole('dialog', { name: /^Selvityspyyntö: / });
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null, user: null });
  document.body.innerHTML = '';
});

describe('the customer card\'s requests', () => {
  it('lists the requests with their lights and counts', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const { element, unmount } = mount();
    // The first mount imports the section (slow on a busy machine).
    await waitFor(() => expect(element.textContent).toContain('3 selvityspyyntöä, avoinna 2'), { timeout: 5000 });
    expect([...element.querySelectorAll('[data-status]')].map((node) => node.getAttribute('data-status'))).toEqual(['grey', 'red', 'yellow']);
    expect(element.textContent).toContain('21.11.2026');
    expect(element.textContent).toContain('Aino Admin');
    unmount();
  });

  it('offers a draft\'s actions, and deletes it only after asking', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const { calls, element, unmount } = mount({ 'DELETE v2.5/user/requests/r1': () => null });
    const dialog = await openRow(element, 'r1');
    await within(dialog).findByText('Kaikki yli 25 %:n omistajat');
    for (const name of ['Muokkaa', 'Merkitse lähetetyksi', 'Lähetä myöhemmin…', 'Lähetä nyt', 'Esikatsele']) expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Lähetä uudelleen' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko luonnos?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === 'v2.5/user/requests/r1')).toBe(true));
    await waitFor(() => expect(element.querySelector('[data-request="r1"]')).toBeNull());
    unmount();
  });

  it('edits a draft in the form with its values and saves it with PUT', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const { calls, element, unmount } = mount({ 'PUT v2.5/user/requests/r1': (body) => ({ ...items[0], ...(body as object) }) });
    const dialog = await openRow(element, 'r1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Muokkaa' }));
    await screen.findByRole('checkbox', { name: 'Vapaa teksti' });
    const form = screen.getByRole('dialog', { name: 'Muokkaa selvityspyyntöä' });
    expect((within(form).getByRole('checkbox', { name: 'Omistajat' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('textbox', { name: /Ohje vastaanottajalle/ }) as HTMLTextAreaElement).value).toBe('Kaikki yli 25 %:n omistajat');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Vapaa teksti' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ email: 'anna@testi.fi', ask_basic: true, ask_owners: true, ask_freetext: true, description: 'Hei, tarvitsemme tietoja.' });
    expect(calls.some((call) => call.path === 'v2.5/user/requests/defaults')).toBe(false);
    unmount();
  });

  it('offers resend for a sent request and opens the preview with ?preview in a new window', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { calls, element, unmount } = mount({ 'POST v2.5/user/requests/r2/send': () => ({ ...items[1], resend_cnt: 3 }) });
    const dialog = await openRow(element, 'r2');
    expect(within(dialog).queryByRole('button', { name: 'Lähetä nyt' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Esikatsele' }));
    expect(open).toHaveBeenCalledWith('https://kyc.example.fi/p/requests/o1/c1/r1?preview', '_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä uudelleen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö uudelleen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lähetä uudelleen' }));
    await waitFor(() => expect(calls.find((call) => call.path === 'v2.5/user/requests/r2/send')?.body).toEqual({ mode: 'NOW' }));
    unmount();
  });

  it('hides accept and deny when the organisation does not approve answers', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_requests_accept: false });
    const { element, unmount } = mount();
    const dialog = await openRow(element, 'r3');
    await within(dialog).findByText('Uusi Omistaja · 60 %');
    expect(within(dialog).queryByRole('button', { name: 'Hyväksy' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Hylkää' })).toBeNull();
    unmount();
  });

  it('accepts a waiting answer when approval is on, beside what the customer had', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_requests_accept: true });
    const { calls, element, unmount } = mount({ 'POST v2.5/user/requests/r3/accept': () => ({ ...answered, state: 'accepted', light: 'green', is_accepted: true }) });
    const dialog = await openRow(element, 'r3');
    const comparison = await within(dialog).findByTestId('answer-comparison');
    expect(comparison.textContent).toContain('Vanha Omistaja · 100 %');
    expect(comparison.textContent).toContain('Toinen Omistaja · 40 %');
    // Issue 26: what changed is marked line by line; an unchanged line is not; dates as the UI shows them.
    const owners = comparison.querySelector('[data-part="owners"]')!;
    const marked = (side: string) => [...owners.querySelectorAll(`[data-changed="${side}"]`)].map((li) => li.textContent);
    expect(marked('after')).toEqual(['Uusi tai muuttunut: Uusi Omistaja · 60 %', 'Uusi tai muuttunut: Toinen Omistaja · 40 %']);
    expect(marked('before')).toEqual(['Muuttunut tai poistunut: Vanha Omistaja · 100 %']);
    expect(owners.textContent).toContain('Pysyvä Omistaja · 04.05.1970');
    expect(owners.textContent).not.toContain('1970-05-04');
    // Every background answer by its question, not a count; the changed one marked.
    const background = comparison.querySelector('[data-part="riskanswers"]')!;
    expect([...background.querySelectorAll('[data-side="after"] li')].map((li) => li.textContent)).toEqual([
      'Uusi tai muuttunut: Toimiiko yhtiö ulkomailla?: Kyllä (Ruotsissa)', 'Kotipaikka: Helsinki', 'Uusi tai muuttunut: Tuotteet: A, B',
    ]);
    expect(background.querySelector('[data-side="before"]')!.textContent).toContain('Toimiiko yhtiö ulkomailla?: Ei');
    expect(within(dialog).getByText(/SHA-256 a{64}/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hylkää' })).toBeTruthy();
    const announced = vi.fn();
    window.addEventListener('tunne:risk-changed', announced);
    // Accepting asks first (issue 26).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hyväksytäänkö vastaus?' });
    expect(calls.some((call) => call.path === 'v2.5/user/requests/r3/accept')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hyväksy' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === 'v2.5/user/requests/r3/accept')).toBe(true));
    await waitFor(() => expect(announced).toHaveBeenCalled());
    window.removeEventListener('tunne:risk-changed', announced);
    await waitFor(() => expect(dialog.getAttribute('aria-modal')).toBe('true'));
    await waitFor(() => expect(element.querySelector('[data-request="r3"] [data-status]')?.getAttribute('data-status')).toBe('green'));
    // Focus stays in the detail (on its new state), so Esc still closes it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Selvityspyyntö: / })).toBeNull());
    // The section says the accept succeeded (issue 26).
    expect(element.querySelector('[role="status"]')?.textContent).toBe('Vastaus hyväksyttiin ja tallennettiin asiakkaalle.');
    unmount();
  });

  it('says so, and asks nothing, when the organisation does not use requests', async () => {
    await i18n.changeLanguage('se');
    useOrganisation({ use_requests: false });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('requests', element, { customerId: 'c1' });
    await waitFor(() => expect(element.textContent).toBe('Din organisation använder inte utredningsbegäranden.'));
    expect(fetch).not.toHaveBeenCalled();
    unmount();
  });

  describe('an EDD refusal on the draft\'s detail (issue 25 §3)', () => {
    /** The draft r1's detail; its send answers 409 EDD_NOT_APPROVED unless the body carries an override reason. */
    const mountRefusing = async (isAdmin: boolean, events: OutboundEvent[] = []) => {
      await i18n.changeLanguage('fi');
      useSessionStore.setState({ user: { id: 'u1', is_admin: isAdmin } as User });
      const calls = stubApi((call) => {
        const key = `${call.method} ${call.path}`;
        if (key === 'GET v2.5/user/customers/c1/requests') return { data: items.map(rowOf) };
        if (key === 'GET v2.5/user/customers/c1') return { data: customer };
        if (key === 'GET v2.5/user/requests/r1') return { data: items[0] };
        if (key === 'GET v2.5/user/requests/r1/events') return { data: events };
        if (key === 'POST v2.5/user/requests/r1/send') {
          const body = call.body as { mode: string; edd_override_reason?: string };
          if (!body.edd_override_reason) return { status: 409, code: 'EDD_NOT_APPROVED' };
          return { data: { ...items[0], state: 'error', light: 'red', sent_at: '2026-11-23T08:00:00.000Z' } };
        }
        return undefined;
      });
      const element = document.createElement('div');
      document.body.append(element);
      const unmount = mountCardSection('requests', element, { customerId: 'c1' });
      const detail = await openRow(element, 'r1');
      return { calls, detail, unmount };
    };
    const sends = (calls: Call[]) => calls.filter((call) => call.path === 'v2.5/user/requests/r1/send').map((call) => call.body);
    const override = async (within_: HTMLElement, reason: string) => {
      const group = await within(within_).findByRole('group', { name: 'Ohita tämän kohteen osalta' });
      fireEvent.change(within(group).getByRole('textbox', { name: /Ohituksen peruste/ }), { target: { value: reason } });
      fireEvent.click(within(group).getByRole('button', { name: 'Ohita ja lähetä' }));
    };

    it('lets an admin mark the draft sent with a reason after the refusal', async () => {
      useOrganisation({});
      const { calls, detail, unmount } = await mountRefusing(true);
      fireEvent.click(within(detail).getByRole('button', { name: 'Merkitse lähetetyksi' }));
      const confirm = await screen.findByRole('dialog', { name: 'Merkitäänkö lähetetyksi?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Merkitse lähetetyksi' }));
      // The refusal is said in the confirmation, which stays open: no separate error dialog.
      await within(confirm).findByTestId('outbound-send-refusal');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await override(confirm, 'Toimitettu käsin');
      await waitFor(() => expect(sends(calls)).toEqual([{ mode: 'MARK' }, { mode: 'MARK', edd_override_reason: 'Toimitettu käsin' }]));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Merkitäänkö lähetetyksi?' })).toBeNull());
      unmount();
    });

    it('lets an admin schedule the draft with a reason, and refuses an empty one', async () => {
      useOrganisation({});
      const { calls, detail, unmount } = await mountRefusing(true);
      fireEvent.click(within(detail).getByRole('button', { name: 'Lähetä myöhemmin…' }));
      const later = await screen.findByRole('dialog', { name: 'Lähetä myöhemmin' });
      fireEvent.click(within(later).getByRole('button', { name: 'Ajasta lähetys' }));
      await within(later).findByTestId('outbound-send-refusal');
      await override(later, '  ');
      await within(later).findByText('Kirjoita ohituksen peruste.');
      expect(sends(calls)).toHaveLength(1);
      await override(later, 'Asiakkaan pyynnöstä');
      await waitFor(() => expect(sends(calls)).toHaveLength(2));
      const [first, second] = sends(calls) as { mode: string; send_at: string }[];
      expect(first).toEqual({ mode: 'LATER', send_at: first!.send_at });
      expect(second).toEqual({ mode: 'LATER', send_at: first!.send_at, edd_override_reason: 'Asiakkaan pyynnöstä' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lähetä myöhemmin' })).toBeNull());
      unmount();
    });

    it('opens, after a refused "Send now", the confirmation that lets an admin send with a reason', async () => {
      useOrganisation({});
      const { calls, detail, unmount } = await mountRefusing(true);
      fireEvent.click(within(detail).getByRole('button', { name: 'Lähetä nyt' }));
      const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö nyt?' });
      expect(within(confirm).getByTestId('outbound-send-refusal').textContent).toBe(i18n.t('errors:EDD_NOT_APPROVED'));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await override(confirm, 'Viranomaisen pyyntö');
      await waitFor(() => expect(sends(calls)).toEqual([{ mode: 'NOW' }, { mode: 'NOW', edd_override_reason: 'Viranomaisen pyyntö' }]));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lähetetäänkö nyt?' })).toBeNull());
      unmount();
    });

    it('shows an override in the item\'s history with its reason, in fi, en and se', async () => {
      useOrganisation({});
      const overrideEvent: OutboundEvent = {
        id: 'ev1', item_kind: 'request', item_id: 'r1', type: 'edd_override', users_id: null, data: { edd: 'REQUIRED', reason: 'Viranomaisen pyyntö' },
        created_at: '2026-11-23T08:00:00.000Z',
      };
      const expected = {
        fi: ['Lähetetty keskeneräisestä tehostetusta tuntemisesta huolimatta', 'Syy: Viranomaisen pyyntö'],
        en: ['Sent despite pending enhanced due diligence', 'Reason: Viranomaisen pyyntö'],
        se: ['Skickad trots ofullständig skärpt kundkännedom', 'Orsak: Viranomaisen pyyntö'],
      };
      for (const [language, texts] of Object.entries(expected)) {
        const { detail, unmount } = await mountRefusing(true, [overrideEvent]);
        await i18n.changeLanguage(language);
        await waitFor(() => expect(detail.querySelector('[data-event="edd_override"]')).toBeTruthy());
        for (const text of texts) await waitFor(() => expect(detail.querySelector('[data-event="edd_override"]')!.textContent).toContain(text));
        unmount();
        document.body.innerHTML = '';
      }
    });

    it('shows a regular user the refusal in the dialog without the override', async () => {
      useOrganisation({});
      const { calls, detail, unmount } = await mountRefusing(false);
      fireEvent.click(within(detail).getByRole('button', { name: 'Merkitse lähetetyksi' }));
      const confirm = await screen.findByRole('dialog', { name: 'Merkitäänkö lähetetyksi?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Merkitse lähetetyksi' }));
      expect((await within(confirm).findByTestId('outbound-send-refusal')).textContent).toContain('Pääkäyttäjä voi lähettää');
      expect(within(confirm).queryByTestId('outbound-edd-override')).toBeNull();
      expect(sends(calls)).toEqual([{ mode: 'MARK' }]);
      unmount();
    });
  });
});
