import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Letter } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { customer, stubApi, useOrganisation } from '../../../test-support.ts';

const letter = (overrides: Partial<Letter>): Letter => ({
  id: 'l1', organizations_id: 'o1', customers_id: 'c1', users_id: 'u1', email: 'anna@testi.fi', tel: null, text: 'Hei! Sopimus liitteenä.', note: null,
  language: 'fi', allow_answer: true, state: 'draft', light: 'grey', created_at: '2026-11-20T08:00:00.000Z', send_at: null, sent_at: null, resent_at: null,
  resend_cnt: 0, opened_at: null, is_opened: false, answered_at: null, answer_text: null, expires_at: null, files: [],
  public_url: 'https://kyc.example.fi/p/letters/o1/c1/l1', ...overrides,
});

const opened = letter({
  id: 'l2', state: 'done', light: 'green', tel: '+358401234567', sent_at: '2026-11-21T08:00:00.000Z', opened_at: '2026-11-21T09:15:00.000Z',
  answered_at: '2026-11-21T09:30:00.000Z', answer_text: 'Kiitos, allekirjoitettu sopimus liitteenä.',
  files: [
    { id: 'f1', name: 'sopimus.pdf', mime: 'application/pdf', size: 1024, sha256: 'b'.repeat(64), role: 'attachment', created_at: '2026-11-20T08:00:00.000Z' },
    { id: 'f2', name: 'allekirjoitettu.pdf', mime: 'application/pdf', size: 2048, sha256: 'c'.repeat(64), role: 'answer', created_at: '2026-11-21T09:30:00.000Z' },
  ],
});

const rowOf = (item: Letter) => ({
  id: item.id, customers_id: item.customers_id, email: item.email, tel: item.tel, language: item.language, state: item.state, light: item.light,
  created_at: item.created_at, sent_at: item.sent_at, resent_at: item.resent_at, resend_cnt: item.resend_cnt, opened_at: item.opened_at,
  answered_at: item.answered_at, users_id: item.users_id, user_name: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
  document.body.innerHTML = '';
});

describe('the customer card\'s secure messages', () => {
  it('lists them (opened green), names the sender from the users, and shows the answer and its files without removal', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    stubApi((call) => {
      if (call.path === 'v2.5/user/customers/c1/letters') return { data: [rowOf(opened)] };
      if (call.path === 'v2.5/user/customers/c1') return { data: customer };
      if (call.path === 'v2.5/user/users') return { data: [{ id: 'u1', name: 'Aino Admin' }] };
      if (call.path === 'v2.5/user/letters/l2') return { data: opened };
      return undefined;
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('letters', element, { customerId: 'c1' });
    await waitFor(() => expect(element.textContent).toContain('1 viesti, lukematta 0'));
    expect(element.querySelector('[data-status]')?.getAttribute('data-status')).toBe('green');
    // Answered, not just read (issue 26).
    expect(element.querySelector('[data-letter="l2"]')?.textContent).toContain('Vastattu');
    await waitFor(() => expect(element.textContent).toContain('Aino Admin'));
    expect(element.textContent).toContain('21.11.2026');
    fireEvent.click(element.querySelector('[data-letter="l2"] td')!);
    const dialog = await screen.findByRole('dialog', { name: 'Turvaviesti: anna@testi.fi' });
    await within(dialog).findByText('Kiitos, allekirjoitettu sopimus liitteenä.');
    expect(within(dialog).getByRole('list', { name: 'Vastauksen tiedostot' }).textContent).toContain('allekirjoitettu.pdf');
    expect(within(dialog).queryByRole('button', { name: /Poista tiedosto/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Lähetä uudelleen' })).toBeNull();
    unmount();
  });

  it('starts a new message with the customer\'s contact and says what a phone number means', async () => {
    await i18n.changeLanguage('se');
    useOrganisation({});
    const created = letter({ id: 'l9', tel: '+358401234567' });
    const calls = stubApi((call) => {
      if (call.path === 'v2.5/user/customers/c1/letters' && call.method === 'GET') return { data: [] };
      if (call.path === 'v2.5/user/customers/c1/letters' && call.method === 'POST') return { data: created };
      if (call.path === 'v2.5/user/customers/c1') return { data: customer };
      return undefined;
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('letters', element, { customerId: 'c1', highlightId: 'new' });
    const tel = await screen.findByRole('textbox', { name: /Mottagarens telefonnummer/ });
    expect(document.getElementById(tel.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain('kod som skickas per sms');
    fireEvent.change(tel, { target: { value: '+358 40 123 4567' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Meddelande/ }), { target: { value: 'Hej!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara utkast' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ email: 'anna@testi.fi', tel: '+358401234567', language: 'fi', text: 'Hej!', note: null, allow_answer: false });
    await waitFor(() => expect(element.textContent).toContain('Meddelandet sparades som utkast.'));
    unmount();
  });

  it('says in the dialog why a send was refused (any 409) and keeps the draft open, sending it again without a copy', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const created = letter({ id: 'l7' });
    let refuse = true;
    const calls = stubApi((call) => {
      if (call.path === 'v2.5/user/customers/c1/letters' && call.method === 'GET') return { data: [] };
      if (call.path === 'v2.5/user/customers/c1/letters' && call.method === 'POST') return { data: created };
      if (call.path === 'v2.5/user/letters/l7' && call.method === 'PUT') return { data: created };
      if (call.path === 'v2.5/user/letters/l7/send') return refuse ? { status: 409, code: 'CUSTOMER_FROZEN' } : { data: letter({ id: 'l7', state: 'error', sent_at: '2026-11-22T08:00:00.000Z' }) };
      if (call.path === 'v2.5/user/customers/c1') return { data: customer };
      return undefined;
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('letters', element, { customerId: 'c1', highlightId: 'new' });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Viesti/ }), { target: { value: 'Hei!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä nyt' }));
    const dialog = screen.getByRole('dialog');
    const refusal = await within(dialog).findByTestId('outbound-send-refusal');
    expect(refusal.textContent).toBe(i18n.t('errors:CUSTOMER_FROZEN'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // A later refusal code (another engineer's EDD_NOT_APPROVED) is shown the same way: by its catalogue text.
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä nyt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'v2.5/user/customers/c1/letters')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'PUT' && call.path === 'v2.5/user/letters/l7')).toBe(true);
    unmount();
  });

  it('disables the send buttons of a frozen customer and says why', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    stubApi((call) => {
      if (call.path === 'v2.5/user/customers/c1/letters' && call.method === 'GET') return { data: [] };
      if (call.path === 'v2.5/user/customers/c1') return { data: { ...customer, is_frozen: true } };
      return undefined;
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('letters', element, { customerId: 'c1', highlightId: 'new' });
    await screen.findByRole('textbox', { name: /^Viesti/ });
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Lähetä nyt' }) as HTMLButtonElement).disabled).toBe(true));
    expect((within(dialog).getByRole('button', { name: 'Lähetä myöhemmin…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('outbound-frozen-note').textContent).toContain('Asiakas on jäädytetty');
    expect((within(dialog).getByRole('button', { name: 'Tallenna luonnos' }) as HTMLButtonElement).disabled).toBe(false);
    unmount();
  });

  it('shows the link of a message marked as sent once, with a copy button (issue 26)', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const draft = letter({});
    const marked = { link: 'https://kyc.example.fi/p/letters/o1/c1/l1#token123', expires_at: '2026-12-20T08:00:00.000Z' };
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi((call) => {
      if (call.path === 'v2.5/user/customers/c1/letters') return { data: [rowOf(draft)] };
      if (call.path === 'v2.5/user/customers/c1') return { data: customer };
      if (call.path === 'v2.5/user/letters/l1/send') return { data: { ...draft, state: 'error', light: 'red', sent_at: '2026-11-20T09:00:00.000Z', marked_link: marked } };
      if (call.path === 'v2.5/user/letters/l1') return { data: draft };
      return undefined;
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('letters', element, { customerId: 'c1', highlightId: 'l1' });
    const detail = await screen.findByRole('dialog', { name: 'Turvaviesti: anna@testi.fi' });
    fireEvent.click(await within(detail).findByRole('button', { name: 'Merkitse lähetetyksi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Merkitäänkö lähetetyksi?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Merkitse lähetetyksi' }));
    const shown = await screen.findByRole('dialog', { name: 'Toimitettava linkki' });
    expect((within(shown).getByRole('textbox', { name: 'Linkki' }) as HTMLInputElement).value).toBe(marked.link);
    expect(shown.textContent).toContain('20.12.2026');
    fireEvent.click(within(shown).getByRole('button', { name: 'Kopioi linkki' }));
    await within(shown).findByText('Linkki on kopioitu.');
    expect(writeText).toHaveBeenCalledWith(marked.link);
    unmount();
  });

  it('offers the organisation\'s text templates and adds the chosen one to the message (issue 26)', async () => {
    await i18n.changeLanguage('en');
    useOrganisation({});
    const templates = [
      { id: 't1', name: 'Greeting', text: 'Hello,\nplease see the attachment.', created_at: '2026-11-01T08:00:00.000Z', updated_at: '2026-11-01T08:00:00.000Z' },
      { id: 't2', name: 'Thanks', text: 'Thank you.', created_at: '2026-11-01T08:00:00.000Z', updated_at: '2026-11-01T08:00:00.000Z' },
    ];
    stubApi((call) => {
      if (call.path === 'v2.5/user/customers/c1/letters') return { data: [] };
      if (call.path === 'v2.5/user/customers/c1') return { data: customer };
      if (call.path === 'v2.5/user/texts') return { data: templates };
      return undefined;
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('letters', element, { customerId: 'c1', highlightId: 'new' });
    const picker = (await screen.findByRole('combobox', { name: /Insert a text template into: Message/ })) as HTMLSelectElement;
    const text = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
    fireEvent.change(picker, { target: { value: 't1' } });
    expect(text.value).toBe('Hello,\nplease see the attachment.');
    expect(picker.value).toBe('');
    fireEvent.change(picker, { target: { value: 't2' } });
    expect(text.value).toBe('Hello,\nplease see the attachment.\n\nThank you.');
    unmount();
  });
});
