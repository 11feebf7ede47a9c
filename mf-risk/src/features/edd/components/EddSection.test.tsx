import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { CustomerEdd, User } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

const base: CustomerEdd = {
  customers_id: 'c1', required: true, triggers: [{ kind: 'SANCTION_ALERT', count: 1 }], state: 'EMPTY', purpose: null, source_of_funds: null,
  source_of_wealth: null, files: [], revision: 0, filled_by: [], submitted_at: null, decided_by: null, decided_at: null, refusal_reason: null,
  frozen: null, history: [], removals: [], waiver_reason: null,
};
const pending: CustomerEdd = {
  ...base, state: 'PENDING', purpose: 'Sijoituspalvelut', source_of_funds: 'Palkka', source_of_wealth: 'Perintö', revision: 3, filled_by: ['u1'],
  submitted_at: '2026-03-01T10:00:00.000Z', history: [{ id: 'e1', action: 'SUBMITTED', users_id: 'u1', reason: null, created_at: '2026-03-01T10:00:00.000Z' }],
};

const mount = () => {
  const element = document.createElement('div');
  document.body.append(element);
  let unmount = () => undefined as void;
  act(() => {
    unmount = mountCardSection('edd', element, { customerId: 'c1' });
  });
  return { element, unmount: () => act(() => unmount()) };
};

const signIn = (id: string, isAdmin: boolean) => useSessionStore.setState({ user: { id, is_admin: isAdmin } as User, token: 'token' });

beforeEach(async () => {
  await i18n.changeLanguage('fi');
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
  document.body.innerHTML = '';
});

describe('the EDD card section', () => {
  it('opens a required, empty EDD as the form, checks it and submits it for approval with revision 0', async () => {
    signIn('u1', false);
    const calls = serve((call) => (call.method === 'PUT' ? { data: { ...pending, ...(call.body as object), filled_by: ['u1'] } } : { data: base }));
    const { element, unmount } = mount();
    const section = within(element);
    await section.findByText('Vaaditaan – ei vielä täytetty');
    expect(element.querySelector('[data-status]')?.getAttribute('data-status')).toBe('red');
    expect(section.getByText('1 vahvistettu pakoteosuma')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Tallenna ja lähetä hyväksyttäväksi' }));
    expect(await section.findAllByText('Tämä tieto on pakollinen.')).toHaveLength(3);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(section.getByRole('textbox', { name: 'Liiketoimintasuhteen tarkoitus ja aiottu luonne' }), { target: { value: 'Sijoituspalvelut' } });
    fireEvent.change(section.getByRole('textbox', { name: 'Varojen alkuperä' }), { target: { value: 'Palkka' } });
    fireEvent.change(section.getByRole('textbox', { name: 'Varallisuuden alkuperä' }), { target: { value: 'Perintö' } });
    fireEvent.click(section.getByRole('button', { name: 'Tallenna ja lähetä hyväksyttäväksi' }));
    await section.findByText(/Odottaa ylimmän johdon hyväksyntää/);
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v2.5/user/customers/c1/edd',
      body: { purpose: 'Sijoituspalvelut', source_of_funds: 'Palkka', source_of_wealth: 'Perintö', revision: 0 },
    });
    // A user who is not an admin only hears that it waits.
    expect(section.getByText('Selvitys odottaa ylläpitäjän hyväksyntää.')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Hyväksy' })).toBeNull();
    unmount();
  });

  it('keeps an admin who filled it in from deciding, and lets another admin approve the revision shown', async () => {
    signIn('u1', true);
    serve(() => ({ data: pending }));
    const first = mount();
    const approve = await within(first.element).findByRole('button', { name: 'Hyväksy' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect((within(first.element).getByRole('button', { name: 'Hylkää' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(first.element).getByText('Toisen ylläpitäjän on hyväksyttävä')).toBeTruthy();
    first.unmount();

    signIn('u2', true);
    const calls = serve((call) =>
      call.url.endsWith('/approve') ? { data: { ...pending, state: 'APPROVED', decided_by: 'u2', decided_at: '2026-03-02T08:30:00.000Z' } } : { data: pending },
    );
    const second = mount();
    // No documents: the approval asks why it goes without them (issue 25 §3).
    expect(await within(second.element).findByText(/^Asiakirjat puuttuvat: Varojen alkuperä, Varallisuuden alkuperä/)).toBeTruthy();
    fireEvent.click(await within(second.element).findByRole('button', { name: 'Hyväksy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hyväksy ilman asiakirjoja' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Miksi hyväksyntä tehdään ilman asiakirjoja' }), { target: { value: 'Julkinen yhtiö' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));
    await within(second.element).findByText(/^Hyväksynyt Aino Admin/);
    expect(calls.find((call) => call.url.endsWith('/approve'))?.body).toEqual({ revision: 3, waiver_reason: 'Julkinen yhtiö' });
    expect(within(second.element).getByText('Muutos vaatii uuden hyväksynnän.')).toBeTruthy();
    second.unmount();
  });

  it('keeps a ground gone from the data in force: "removal awaits approval" until an admin approves it with a reason', async () => {
    signIn('u2', true);
    const removal = { id: 'r1', key: 'PEP_RECORD', trigger: { kind: 'PEP_RECORD' as const, count: 1 }, state: 'PENDING' as const, detected_at: '2026-03-03T10:00:00.000Z', decided_by: null, decided_at: null, reason: null, caused_by: ['u1'] };
    const retained: CustomerEdd = { ...base, triggers: [{ kind: 'PEP_RECORD', count: 1 }], removals: [removal] };
    const calls = serve((call) => (call.url.endsWith('/removals/r1/approve') ? { data: { ...base, required: false, triggers: [], removals: [] } } : { data: retained }));
    const { element, unmount } = mount();
    const box = await within(element).findByTestId('risk-edd-removals');
    expect(box.textContent).toContain('Poisto odottaa hyväksyntää.');
    expect(within(box).getByTestId('risk-edd-removal').textContent).toContain('1 PEP-merkintä (poliittisesti vaikutusvaltainen henkilö) – poisto odottaa hyväksyntää');
    fireEvent.click(within(box).getByRole('button', { name: 'Hyväksy poisto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hyväksy perusteen poisto' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hyväksynnän peruste' }), { target: { value: 'PEP-asema päättyi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hyväksy poisto' }));
    await waitFor(() => expect(within(element).queryByTestId('risk-edd-removals')).toBeNull());
    expect(calls.find((call) => call.url.endsWith('/removals/r1/approve'))?.body).toEqual({ reason: 'PEP-asema päättyi' });
    unmount();
  });

  it('does not offer the approval of a removal to the one who caused it (issue 25 §3)', async () => {
    signIn('u1', true);
    const removal = { id: 'r1', key: 'PEP_RECORD', trigger: { kind: 'PEP_RECORD' as const, count: 1 }, state: 'PENDING' as const, detected_at: '2026-03-03T10:00:00.000Z', decided_by: null, decided_at: null, reason: null, caused_by: ['u1'] };
    serve(() => ({ data: { ...base, triggers: [{ kind: 'PEP_RECORD', count: 1 }], removals: [removal] } }));
    const { element, unmount } = mount();
    const box = await within(element).findByTestId('risk-edd-removals');
    expect(within(box).queryByRole('button', { name: 'Hyväksy poisto' })).toBeNull();
    expect(within(box).getByTestId('risk-edd-removal-own').textContent).toBe('Teit tämän muutoksen itse: toinen ylimmän johdon jäsen hyväksyy sen.');
    unmount();
  });

  it('asks for a reason before refusing', async () => {
    signIn('u2', true);
    const calls = serve((call) =>
      call.url.endsWith('/refuse') ? { data: { ...pending, state: 'REFUSED', decided_by: 'u2', decided_at: '2026-03-02T08:30:00.000Z', refusal_reason: 'Tositteet puuttuvat' } } : { data: pending },
    );
    const { element, unmount } = mount();
    fireEvent.click(await within(element).findByRole('button', { name: 'Hylkää' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hylkää selvitys' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(await within(dialog).findByText('Tämä tieto on pakollinen.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hylkäämisen syy' }), { target: { value: 'Tositteet puuttuvat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    await within(element).findByText(/^Hylännyt Aino Admin .*: Tositteet puuttuvat$/);
    expect(calls.find((call) => call.url.endsWith('/refuse'))?.body).toEqual({ revision: 3, reason: 'Tositteet puuttuvat' });
    unmount();
  });

  const freezeOf = (extra: Partial<NonNullable<CustomerEdd['frozen']>> = {}): NonNullable<CustomerEdd['frozen']> => ({
    id: 'f1', alerts_id: 'a1', frozen_at: '2026-03-01T09:00:00.000Z', lifted_at: null, lifted_by: null, lift_reason: null, lift_request: null,
    notification: null, ...extra,
  });
  const notification = { id: 'n1', authority: 'Ulosottolaitos', notified_on: '2026-03-02', reference: 'UO-77', recorded_by: 'u2', recorded_at: '2026-03-02T10:00:00.000Z' };

  it('tells what a freeze obliges, stays amber until the notification to the authority is recorded', async () => {
    signIn('u2', true);
    const frozen = { ...pending, frozen: freezeOf() };
    const calls = serve((call) => (call.url.endsWith('/freeze/notification') ? { data: { ...frozen, frozen: freezeOf({ notification }) } } : { data: frozen }));
    const { element, unmount } = mount();
    const alert = await within(element).findByTestId('risk-edd-frozen');
    expect(alert.textContent).toContain(
      'Asiakas on jäädytetty: vahvistettu pakoteosuma. Asiakkaan varat on jäädytettävä viipymättä ja asiasta on ilmoitettava Ulosottolaitoksen varojen jäädyttämisestä vastaavalle yksikölle.',
    );
    expect(alert.getAttribute('data-notified')).toBe('false');
    expect(alert.textContent).toContain('Ilmoitusta viranomaiselle ei ole kirjattu.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Kirjaa ilmoitus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ilmoitus viranomaiselle' });
    expect((within(dialog).getByRole('textbox', { name: /Viranomainen/ }) as HTMLInputElement).value).toBe('Ulosottolaitos');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Pakollinen tieto.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Ilmoituspäivä/), { target: { value: '2026-03-02' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Viite/ }), { target: { value: 'UO-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(within(element).getByTestId('risk-edd-frozen').getAttribute('data-notified')).toBe('true'));
    expect(within(element).getByTestId('risk-edd-frozen-notified').textContent).toContain('Ulosottolaitos 02.03.2026, viite UO-77');
    expect(calls.find((call) => call.url.endsWith('/freeze/notification'))?.body).toEqual({ authority: 'Ulosottolaitos', notified_on: '2026-03-02', reference: 'UO-77' });
    unmount();
  });

  it('one admin asks to lift the freeze; another approves it with a reason (four-eyes)', async () => {
    signIn('u2', true);
    const frozen = { ...pending, frozen: freezeOf({ notification }) };
    const request = { id: 'r1', requested_by: 'u2', requested_at: '2026-03-03T08:00:00.000Z', reason: 'Ulosottolaitoksen päätös' };
    const calls = serve((call) => (call.url.endsWith('/freeze/lift') ? { data: { ...frozen, frozen: freezeOf({ notification, lift_request: request }) } } : { data: frozen }));
    const first = mount();
    const alert = await within(first.element).findByTestId('risk-edd-frozen');
    fireEvent.click(within(alert).getByRole('button', { name: 'Pyydä purkamista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pyydä asiakkaan jäädytyksen purkamista' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Purkamisen peruste' }), { target: { value: 'Ulosottolaitoksen päätös' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pyydä purkamista' }));
    await within(first.element).findByText('Odottaa toisen ylläpitäjän hyväksyntää.');
    expect(calls.find((call) => call.url.endsWith('/freeze/lift'))?.body).toEqual({ reason: 'Ulosottolaitoksen päätös' });
    // The requester cannot approve their own request.
    expect(within(first.element).queryByRole('button', { name: 'Hyväksy purkaminen' })).toBeNull();
    first.unmount();

    signIn('u3', true);
    const waiting = { ...pending, frozen: freezeOf({ notification, lift_request: request }) };
    const decided = serve((call) => (call.url.endsWith('/freeze/lift/approve') ? { data: { ...waiting, frozen: null } } : { data: waiting }));
    const second = mount();
    const banner = await within(second.element).findByTestId('risk-edd-frozen');
    fireEvent.click(within(banner).getByRole('button', { name: 'Hyväksy purkaminen' }));
    const approve = await screen.findByRole('dialog', { name: 'Hyväksy jäädytyksen purkaminen' });
    fireEvent.change(within(approve).getByRole('textbox', { name: 'Hyväksynnän peruste' }), { target: { value: 'Päätös tarkistettu' } });
    fireEvent.click(within(approve).getByRole('button', { name: 'Hyväksy purkaminen' }));
    await waitFor(() => expect(within(second.element).queryByTestId('risk-edd-frozen')).toBeNull());
    expect(decided.find((call) => call.url.endsWith('/freeze/lift/approve'))?.body).toEqual({ request_id: 'r1', reason: 'Päätös tarkistettu' });
    second.unmount();
  });

  it('shows the latest version when someone else changed it in between', async () => {
    signIn('u1', false);
    let current: CustomerEdd = { ...pending, state: 'APPROVED', decided_by: 'u2', decided_at: '2026-03-02T08:30:00.000Z' };
    serve((call) => {
      if (call.method !== 'PUT') return { data: current };
      current = { ...current, state: 'PENDING', purpose: 'Toisen käyttäjän muutos', revision: 5 };
      return { status: 409, code: 'EDD_CHANGED' };
    });
    const { element, unmount } = mount();
    fireEvent.click(await within(element).findByRole('button', { name: 'Muokkaa' }));
    fireEvent.change(within(element).getByRole('textbox', { name: 'Liiketoimintasuhteen tarkoitus ja aiottu luonne' }), { target: { value: 'Oma muutos' } });
    fireEvent.click(within(element).getByRole('button', { name: 'Tallenna ja lähetä hyväksyttäväksi' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Joku muu muutti tehostetun tuntemisvelvollisuuden tietoja välillä.');
    await within(element).findByText('Toisen käyttäjän muutos');
    expect(within(element).queryByRole('button', { name: 'Tallenna ja lähetä hyväksyttäväksi' })).toBeNull();
    unmount();
  });
});
