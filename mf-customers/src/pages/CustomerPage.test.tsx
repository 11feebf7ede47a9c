import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { announceCustomerChange, setRemoteSectionProvider, useSessionStore, type CardSectionModule } from '@tunne/app-kit';
import { cardReadPaths, tradeRegisterFlags, type User } from '@tunne/contracts';
import type * as DesignSystemModule from '@tunne/design-system';
import { setTestLanguage } from '../test/setup-i18n.ts';
import type { Customer } from '../features/customers/types.ts';
import { CustomerPage } from './CustomerPage.tsx';

type DesignSystem = typeof DesignSystemModule;

// The deep link's scroll, observed (happy-dom lays nothing out, so the real one would find no scroll container).
const scrolled = vi.hoisted(() => ({ targets: [] as string[] }));
vi.mock('@tunne/design-system', async (importOriginal) => ({
  ...(await importOriginal<DesignSystem>()),
  scrollIntoContainer: (element: Element) => scrolled.targets.push(element.id),
}));

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status: status < 400, data, errors: [] }), { status, headers: { 'content-type': 'application/json' } });

const baseCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 'c1',
  type: 'business',
  name: 'Äyräs Oy',
  businessid: '0737546-2',
  ssn: null,
  department: null,
  city: 'Oulu',
  country: 'FI',
  users_id: null,
  teams_id: null,
  is_removed: false,
  removes_at: null,
  created_at: '2024-01-02T10:00:00.000Z',
  is_kycclock: false,
  kycclock_alarm_at: null,
  is_monitored: false,
  riskscores_level: 'LOW',
  edd_state: null,
  is_frozen: false,
  address: null,
  postalnumber: null,
  language: null,
  vatnumber: null,
  email: null,
  contact_name: null,
  contact_email: null,
  nationality: null,
  description: null,
  industry_name: null,
  industry_names: null,
  industry_code: null,
  companytype_code: '16',
  founded_at: null,
  lei: null,
  domain: null,
  tags: [],
  kycclock_users_id: null,
  kycclock_off_reason: 'Lepäävä asiakkuus',
  kycclock_off_by: null,
  kycclock_off_at: null,
  monitor_emails: [],
  bis_checked_at: null,
  bis_failed_at: null,
  updated_at: '2024-01-02T10:00:00.000Z',
  ...(Object.fromEntries(tradeRegisterFlags.map((flag) => [flag, null])) as Record<(typeof tradeRegisterFlags)[number], null>),
  ...overrides,
});

/** The service as the card sees it: the customer as it stands now, every list empty, the calls it got. */
const server = {
  customer: baseCustomer(),
  calls: [] as string[],
  /** A test's own answers, asked first (method, path without /api/). */
  extra: null as ((method: string, path: string) => Response | undefined) | null,
};

const signIn = (isAdmin: boolean, id = 'u1') =>
  useSessionStore.getState().setUser({ id, name: 'Tiina Testaaja', email: 'tiina@example.fi', is_admin: isAdmin, restrictiontype: 'NONE' } as unknown as User);

describe('the customer card', () => {
  beforeAll(() => setTestLanguage('en'));
  beforeEach(() => {
    server.customer = baseCustomer();
    server.calls = [];
    server.extra = null;
    scrolled.targets = [];
    localStorage.clear();
    useSessionStore.getState().setToken('token-1');
    signIn(false);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url, 'http://localhost').pathname.replace(/^\/api\//, '');
      server.calls.push(`${request.method} ${path}`);
      const own = server.extra?.(request.method, path);
      if (own) return own;
      if (request.method === 'GET' && path === `v2.5/user/customers/${server.customer.id}`) return json(200, server.customer);
      if (request.method === 'GET') return json(200, []);
      if (request.method === 'POST' && path === `v2.5/user/customers/${server.customer.id}/reviews`) {
        const body = (await request.json()) as { scope: string[]; outcome: string; notes: string | null };
        return json(201, { id: 'r1', customers_id: server.customer.id, users_id: 'u1', reviewed_at: '2026-11-29T08:00:00.000Z', riskscores_level: 'LOW',
          previous_alarm_at: null, next_alarm_at: '2031-11-29', ...body });
      }
      if (request.method === 'DELETE' && path.startsWith('v2.5/admin/')) return json(200, null);
      if (request.method === 'DELETE') {
        server.customer = { ...server.customer, is_removed: true };
        return json(200, server.customer);
      }
      return json(404, null);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setRemoteSectionProvider(null);
  });

  const renderCard = async (id = 'c1') => {
    const view = render(<CustomerPage id={id} />);
    await screen.findByRole('heading', { level: 1, name: server.customer.name });
    return view;
  };
  const summary = () => screen.getByRole('group', { name: 'Traffic-light summary' });

  describe('stays current when other sections change the customer', () => {
    it('reads the customer again when the risk remote announces a change, and shows the new level and KYC clock', async () => {
      await renderCard();
      expect(within(summary()).getByText('Risk analysis: Low')).toBeTruthy();
      expect(within(summary()).getByText('KYC clock: Off')).toBeTruthy();

      // A manual HIGH assessment whose rating starts the KYC clock, saved in mf-risk's section.
      server.customer = baseCustomer({ riskscores_level: 'HIGH', is_kycclock: true, kycclock_alarm_at: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10) });
      act(() => announceCustomerChange('risk', 'c1'));
      await waitFor(() => expect(within(summary()).getByText('Risk analysis: High')).toBeTruthy());
      expect(within(summary()).getByText('KYC clock: OK')).toBeTruthy();
      // The basic data shows the same customer.
      const basics = screen.getByRole('region', { name: 'Basic data' });
      expect(within(basics).getAllByText('On').length).toBeGreaterThan(0);
    });

    it('reads again on the kycclock, records and customer topics, once for announcements made together, never for another customer', async () => {
      await renderCard();
      const reads = () => server.calls.filter((call) => call === 'GET v2.5/user/customers/c1').length;
      expect(reads()).toBe(1);
      act(() => announceCustomerChange('risk', 'c2'));
      await act(async () => undefined);
      expect(reads()).toBe(1);
      act(() => {
        announceCustomerChange('risk', 'c1');
        announceCustomerChange('records', 'c1');
      });
      await waitFor(() => expect(reads()).toBe(2));
      server.customer = baseCustomer({ is_monitored: true });
      act(() => announceCustomerChange('customer', 'c1'));
      await waitFor(() => expect(within(summary()).getByText('Monitoring: on')).toBeTruthy());
      server.customer = baseCustomer({ riskscores_level: 'REGULAR' });
      act(() => announceCustomerChange('kycclock', 'c1'));
      await waitFor(() => expect(within(summary()).getByText('Risk analysis: Medium')).toBeTruthy());
    });
  });

  describe('issue 26: the header follows risk changes, one read per lookup, deep links', () => {
    it('follows the recalculated score after a risk change until the new level arrives, without a reload', async () => {
      await renderCard();
      expect(within(summary()).getByText('Risk analysis: Low')).toBeTruthy();
      // The score is recalculated in the background: the first read after the change still says Low.
      act(() => announceCustomerChange('risk', 'c1'));
      await waitFor(() => expect(server.calls.filter((call) => call === 'GET v2.5/user/customers/c1').length).toBe(2));
      expect(within(summary()).getByText('Risk analysis: Low')).toBeTruthy();
      server.customer = baseCustomer({ riskscores_level: 'HIGH', edd_state: 'REQUIRED' });
      await waitFor(() => expect(within(summary()).getByText(/^Risk analysis: High/)).toBeTruthy(), { timeout: 4000 });
      expect(screen.getByTestId('edd-banner')).toBeTruthy();
      // Once the level moved the header stops reading.
      const reads = server.calls.filter((call) => call === 'GET v2.5/user/customers/c1').length;
      await new Promise((resolve) => setTimeout(resolve, 1700));
      expect(server.calls.filter((call) => call === 'GET v2.5/user/customers/c1').length).toBe(reads);
    }, 10_000);

    it('announces a risk change when a PEP is removed, so the header and the score read again', async () => {
      const pep = { id: 'p1', customers_id: 'c1', name: 'Liisa Virtanen', is_pep_self: true, is_pep_family: false, is_pep_partner: false, function: null,
        start_date: null, end_date: null, country: null, source: 'MANUAL', description: null, users_id: 'u1', created_at: '2026-01-01T00:00:00.000Z' };
      server.extra = (method, path) => {
        if (method === 'GET' && path === 'v2.5/user/customers/c1/peps') return json(200, [pep]);
        if (method === 'DELETE' && path === 'v2.5/user/customers/c1/peps/p1') return json(200, null);
        return undefined;
      };
      await renderCard();
      const announced: string[] = [];
      const listener = (event: Event) => announced.push((event as CustomEvent<{ customerId: string }>).detail.customerId);
      window.addEventListener('tunne:risk-changed', listener);
      const peps = screen.getByRole('region', { name: 'Politically exposed persons (PEP)' });
      fireEvent.click(await within(peps).findByRole('button', { name: /Delete.*Liisa Virtanen/ }));
      const confirm = await screen.findByRole('dialog');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(announced).toEqual(['c1']));
      window.removeEventListener('tunne:risk-changed', listener);
      await waitFor(() => expect(server.calls.filter((call) => call === 'GET v2.5/user/customers/c1').length).toBeGreaterThan(1));
    });

    it('reads the customer and each lookup once for the whole card (shared page-wide reads)', async () => {
      await renderCard();
      await waitFor(() => expect(server.calls.filter((call) => call.endsWith('/reviews')).length).toBe(1));
      const gets = server.calls.filter((call) => call.startsWith('GET '));
      expect(gets.filter((call) => call === 'GET v2.5/user/customers/c1')).toHaveLength(1);
      expect(gets.filter((call) => call === 'GET v2.5/user/users')).toHaveLength(1);
      // No path is read twice.
      expect(gets.length).toBe(new Set(gets).size);
    });

    it('reads the card in one call when the card\'s reads answer together: its sections call nothing more (issue 26)', async () => {
      server.extra = (method, path) =>
        method === 'GET' && path === 'v2.5/user/customers/c1/card'
          ? json(200, Object.fromEntries(cardReadPaths('c1').map((read) => [read, read === 'v2.5/user/customers/c1' ? server.customer : []])))
          : undefined;
      await renderCard();
      expect(await screen.findByRole('heading', { level: 1, name: server.customer.name })).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('region', { name: 'Basic data' })).toBeTruthy());
      const gets = server.calls.filter((call) => call.startsWith('GET '));
      expect(gets.filter((call) => cardReadPaths('c1').some((read) => call === `GET ${read}`))).toEqual([]);
      expect(gets).toContain('GET v2.5/user/customers/c1/card');
    });

    it('opens a deep-linked section and keeps it in view while the sections above it load, until the user scrolls', async () => {
      let resize: (() => void) | null = null;
      vi.stubGlobal('ResizeObserver', class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        disconnect() {
          resize = null;
        }
      });
      localStorage.setItem('tunne.customers.cardSections.u1', JSON.stringify({ todos: false }));
      render(<CustomerPage id="c1" section="todos" />);
      await screen.findByRole('heading', { level: 1, name: server.customer.name });
      const todos = screen.getByRole('region', { name: 'Actions' });
      expect(within(todos).getByRole('button', { expanded: true })).toBeTruthy();
      await waitFor(() => expect(scrolled.targets).toContain('section-todos'));
      const before = scrolled.targets.length;
      act(() => resize?.());
      expect(scrolled.targets.length).toBe(before + 1);
      // The user takes over: the card no longer moves.
      fireEvent.wheel(window);
      expect(resize).toBeNull();
    });
  });

  describe('destructive actions', () => {
    it('keeps archiving and deletion behind a keyboard-operable menu; a regular user gets no deletion', async () => {
      await renderCard();
      expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
      const more = screen.getByRole('button', { name: 'More actions' });
      expect(more.getAttribute('aria-haspopup')).toBe('menu');
      expect(more.getAttribute('aria-expanded')).toBe('false');

      more.focus();
      fireEvent.keyDown(more, { key: 'Enter' });
      const menu = screen.getByRole('menu');
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Archive…']);
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Archive…'));
      fireEvent.keyDown(menu, { key: 'Escape' });
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(more);
    });

    it('moves through the menu with the arrows and archives behind a plain confirmation', async () => {
      signIn(true);
      await renderCard();
      const more = screen.getByRole('button', { name: 'More actions' });
      fireEvent.keyDown(more, { key: ' ' });
      const menu = screen.getByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['Archive…', 'Delete permanently…']);
      await waitFor(() => expect(document.activeElement).toBe(items[0]));
      fireEvent.keyDown(menu, { key: 'ArrowDown' });
      await waitFor(() => expect(document.activeElement).toBe(items[1]));
      fireEvent.keyDown(menu, { key: 'ArrowDown' });
      await waitFor(() => expect(document.activeElement).toBe(items[0]));
      fireEvent.keyDown(menu, { key: 'End' });
      await waitFor(() => expect(document.activeElement).toBe(items[1]));
      fireEvent.keyDown(menu, { key: 'ArrowUp' });
      await waitFor(() => expect(document.activeElement).toBe(items[0]));

      fireEvent.click(items[0]!);
      expect(screen.queryByRole('menu')).toBeNull();
      const dialog = screen.getByRole('dialog', { name: 'Archive the customer?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
      await waitFor(() => expect(server.calls).toContain('DELETE v2.5/user/customers/c1'));
      await waitFor(() => expect(screen.getByText('Business · 0737546-2 · Archived')).toBeTruthy());
      // An archived customer is restored with a button; archiving is no longer offered.
      expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
      expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete permanently…']);
    });

    it('offers neither archiving nor deletion of a frozen customer, and says why (issue 25 §1)', async () => {
      signIn(true);
      server.customer = baseCustomer({ is_frozen: true, edd_state: 'REQUIRED' });
      await renderCard();
      const reason = 'A frozen customer can be neither archived nor deleted until the freeze is lifted.';
      fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
      const menu = screen.getByRole('menu');
      for (const name of ['Archive…', 'Delete permanently…']) {
        const item = within(menu).getByRole('menuitem', { name });
        expect(item.getAttribute('aria-disabled')).toBe('true');
        expect(document.getElementById(item.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
        expect(item.textContent).toContain(reason);
        fireEvent.click(item);
      }
      // Nothing opens and nothing is sent; the menu stays open with the reason.
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('menu')).toBeTruthy();
      expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
      cleanup();

      // In Finnish and Swedish too.
      try {
        await setTestLanguage('fi');
        await renderCard();
        fireEvent.click(screen.getByRole('button', { name: 'Lisää toimintoja' }));
        expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Arkistoi…' }).textContent)
          .toContain('Jäädytettyä asiakasta ei voi arkistoida eikä poistaa ennen kuin jäädytys on purettu.');
        cleanup();
        await setTestLanguage('se');
        await renderCard();
        fireEvent.click(screen.getByRole('button', { name: 'Fler åtgärder' }));
        expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Radera permanent…' }).textContent)
          .toContain('En frusen kund kan varken arkiveras eller raderas förrän frysningen har hävts.');
      } finally {
        await setTestLanguage('en');
      }
      // Three cards in three languages: more than the default 5 s on a busy machine.
    }, 15_000);

    it('deletes permanently only after the customer name is typed', async () => {
      signIn(true);
      await renderCard();
      fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
      fireEvent.click(screen.getByRole('menuitem', { name: 'Delete permanently…' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove the customer from the register?' });
      expect(dialog.textContent).toContain('To confirm, type the customer’s name: Äyräs Oy');
      const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' }) as HTMLButtonElement;
      const input = within(dialog).getByRole('textbox', { name: 'Customer name' });
      expect(document.activeElement).toBe(input);
      expect(confirm.disabled).toBe(true);
      fireEvent.change(input, { target: { value: 'Äyräs' } });
      expect(confirm.disabled).toBe(true);
      fireEvent.click(confirm);
      fireEvent.submit(input.closest('form')!);
      expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);

      fireEvent.change(input, { target: { value: '  äyräs  oy ' } });
      expect(confirm.disabled).toBe(false);
      fireEvent.click(confirm);
      await waitFor(() => expect(server.calls).toContain('DELETE v2.5/admin/customers/c1'));
    });

    it('cancelling the deletion sends nothing and starts empty the next time', async () => {
      signIn(true);
      await renderCard();
      fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
      fireEvent.click(screen.getByRole('menuitem', { name: 'Delete permanently…' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Customer name' }), { target: { value: 'Äyräs Oy' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
      fireEvent.click(screen.getByRole('menuitem', { name: 'Delete permanently…' }));
      expect((screen.getByRole('textbox', { name: 'Customer name' }) as HTMLInputElement).value).toBe('');
      expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    });
  });

  describe('section index', () => {
    const index = () => screen.getByRole('navigation', { name: 'Sections' });

    it('lists the drawn sections only: a section no deployed remote offers is neither drawn nor listed', async () => {
      await renderCard();
      const links = within(index()).getAllByRole('link').map((link) => link.textContent);
      expect(links).toEqual([
        'Basic data', 'Trade register data', 'Tags', 'Owners', 'Actual beneficiaries', 'Politically exposed persons (PEP)', 'Responsible persons',
        'Bank accounts', 'Actions', 'Linked customers', 'Tasks', 'Reviews',
      ]);
      expect(screen.queryByText('This section arrives with its own module.')).toBeNull();
      expect(document.getElementById('section-alerts')).toBeNull();

      const module: CardSectionModule = { mountCardSection: (_section, element) => ((element.textContent = 'alerts here'), () => undefined) };
      act(() => setRemoteSectionProvider({ descriptors: [{ name: 'mf_alerts', cardSections: ['alerts'] }], load: async () => module }));
      await screen.findByText('alerts here');
      await waitFor(() => expect(within(index()).getAllByRole('link').at(-1)?.textContent).toBe('Alerts'));
      // The compact select for narrow screens offers the same sections.
      const jump = screen.getByRole('combobox', { name: 'Go to section' }) as HTMLSelectElement;
      expect([...jump.options].map((option) => option.textContent)).toEqual(within(index()).getAllByRole('link').map((link) => link.textContent));
    });

    it('puts focus on a section heading when its entry is chosen, and marks the section being read', async () => {
      await renderCard();
      const owners = within(index()).getByRole('link', { name: 'Owners' });
      fireEvent.click(owners);
      const ownersSection = document.getElementById('section-owners')!;
      expect(document.activeElement).toBe(within(ownersSection).getAllByRole('button')[0]);
      expect(owners.getAttribute('aria-current')).toBe('location');

      // Scrolling: the last section whose top passed the reading line is the current one.
      const tops: Record<string, number> = { basic: -900, register: -700, tags: -500, owners: -300, actualbeneficiaries: 60, peps: 400 };
      for (const section of document.querySelectorAll<HTMLElement>('section[data-section]')) {
        const top = tops[section.dataset.section ?? ''] ?? 2000;
        section.getBoundingClientRect = () => ({ top, bottom: top + 100, height: 100, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => null }) as DOMRect;
      }
      fireEvent.scroll(document);
      await waitFor(() => expect(within(index()).getByRole('link', { name: 'Actual beneficiaries' }).getAttribute('aria-current')).toBe('location'));
      expect(owners.getAttribute('aria-current')).toBeNull();
      expect((screen.getByRole('combobox', { name: 'Go to section' }) as HTMLSelectElement).value).toBe('actualbeneficiaries');
    });

    it('remembers collapsed sections for the user across customers, not for other users', async () => {
      const view = await renderCard();
      const tagsToggle = () => within(document.getElementById('section-tags')!).getAllByRole('button')[0]!;
      expect(tagsToggle().getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(tagsToggle());
      expect(tagsToggle().getAttribute('aria-expanded')).toBe('false');
      view.unmount();

      server.customer = baseCustomer({ id: 'c2', name: 'Toinen Oy' });
      const next = await renderCard('c2');
      expect(tagsToggle().getAttribute('aria-expanded')).toBe('false');
      next.unmount();

      signIn(false, 'u2');
      await renderCard('c2');
      expect(tagsToggle().getAttribute('aria-expanded')).toBe('true');
    });
  });

  // Issue 25 §7: a stopped clock shows its reason; "Mark review done" records scope and outcome and lists the review.
  describe('the review cycle', () => {
    it('shows why the KYC clock is off', async () => {
      await renderCard();
      const basics = screen.getByRole('region', { name: 'Basic data' });
      expect(within(basics).getByText('Why the KYC clock is off')).toBeTruthy();
      expect(within(basics).getByText(/Lepäävä asiakkuus/)).toBeTruthy();
    });

    it('asks what was reviewed and the outcome, then lists the review and reads the customer again', async () => {
      await renderCard();
      const reviews = screen.getByRole('region', { name: 'Reviews' });
      expect(await within(reviews).findByText('No reviews recorded yet.')).toBeTruthy();
      fireEvent.click(within(reviews).getByRole('button', { name: 'Mark review done' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mark review done' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Choose at least one thing that was reviewed.')).toBeTruthy();
      expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
      fireEvent.click(within(dialog).getByLabelText('Politically exposed persons'));
      fireEvent.click(within(dialog).getByLabelText('Sanctions screening'));
      fireEvent.change(within(dialog).getByLabelText(/Outcome/), { target: { value: 'NO_CHANGES' } });
      const reads = server.calls.filter((call) => call === `GET v2.5/user/customers/${server.customer.id}`).length;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark review done' })).toBeNull());
      expect(within(reviews).getByText('Reviewed: Politically exposed persons, Sanctions screening')).toBeTruthy();
      expect(within(reviews).getByText(/No changes/)).toBeTruthy();
      await waitFor(() => expect(server.calls.filter((call) => call === `GET v2.5/user/customers/${server.customer.id}`).length).toBeGreaterThan(reads));
    });
  });

  describe('codes shown as names', () => {
    it('names the company form, and says an unknown code is a code', async () => {
      await renderCard();
      const basics = screen.getByRole('region', { name: 'Basic data' });
      expect(within(basics).getByText('Limited company')).toBeTruthy();
      cleanup();
      server.customer = baseCustomer({ companytype_code: '99' });
      await renderCard();
      expect(within(screen.getByRole('region', { name: 'Basic data' })).getByText('Company form code 99')).toBeTruthy();
    });

    it('names the industry in the reader\'s language when the register gave one, else as written (issue 26)', async () => {
      server.customer = baseCustomer({ industry_name: 'Talonrakentaminen', industry_code: '41200',
        industry_names: { fi: 'Asuin- ja muiden rakennusten rakentaminen', en: 'Construction of residential and non-residential buildings' } });
      await renderCard();
      const basics = screen.getByRole('region', { name: 'Basic data' });
      expect(within(basics).getByText('Construction of residential and non-residential buildings (41200)')).toBeTruthy();
      cleanup();
      server.customer = baseCustomer({ industry_name: 'Talonrakentaminen', industry_code: '41200', industry_names: null });
      await renderCard();
      expect(within(screen.getByRole('region', { name: 'Basic data' })).getByText('Talonrakentaminen (41200)')).toBeTruthy();
    });
  });
});
