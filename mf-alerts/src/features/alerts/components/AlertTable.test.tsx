import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { appHref, formatDate, formatDateTime, i18n, useSessionStore } from '@tunne/app-kit';
import { alertLink, type Alert, type AlertDecision, type AlertType, type Envelope, type MatchedEntity } from '@tunne/contracts';
// The remote registers its texts when it is created.
import '../../../remote.tsx';
import { AlertTable } from './AlertTable.tsx';

const entity: MatchedEntity = {
  key: 'OFAC:1', source: 'OFAC', source_id: '1', kind: 'PERSON', name: 'TESTOV, Ivan', aliases: [], birth_dates: [], nationalities: [], identifiers: [], addresses: [], programs: [], remarks: null, list_versions_id: 'v1',
};

const alert = (id: string, overrides: Partial<Alert> = {}): Alert => ({
  id,
  subject: 'customer',
  customers_id: 'c1',
  customer: { id: 'c1', name: 'Testi Oy', type: 'business', is_removed: false },
  type: 'SANCTION',
  target: 'owners',
  target_id: 'o1',
  target_name: 'Ivan Testov',
  description: 'Ivan Testov – TESTOV, Ivan (OFAC)',
  metadata: {
    keyword: 'Ivan Testov', match: 'Ivan TESTOV', score: 93.5, source: 'OFAC', name1: 'Ivan Testov', name2: 'TESTOV, Ivan', dsaId: 'OFAC:1',
    listEntityId: 'OFAC:1', listVersionId: 'v1', evidence: [{ code: 'NAME', effect: 0, detail: '' }], entity,
  },
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  is_silenced: false,
  silence: null,
  silenceclass: null,
  valid_at: null,
  users_id: null,
  closed: null,
  pending_silence: null,
  ...overrides,
});

const silenced = alert('a2', {
  is_silenced: true,
  silence: { description: 'Eri henkilö: syntymäaika ei täsmää', valid_at: '2027-03-01', silenceclass: 'EVALUATION', users_id: 'u1', created_at: '2026-01-03T08:15:00.000Z' },
  silenceclass: 'EVALUATION',
  valid_at: '2027-03-01',
  users_id: 'u1',
});

const pep = alert('a3', {
  type: 'PEP',
  target: 'customer',
  target_id: null,
  target_name: 'Marjatta Poliittinen',
  description: 'Marjatta Poliittinen – Marjatta Poliittinen (PEP)',
  metadata: {
    keyword: 'Marjatta Poliittinen', match: 'Marjatta Poliittinen', score: 100, source: 'PEP', name1: 'Marjatta Poliittinen', name2: 'Marjatta Poliittinen',
    dpaId: 'PEP:P-1', listEntityId: 'PEP:P-1', listVersionId: 'v2', evidence: [], entity: { ...entity, key: 'PEP:P-1', source: 'PEP', source_id: 'P-1', name: 'Marjatta Poliittinen' },
  },
});

const show = (alerts: Alert[], showCustomer = true) =>
  render(
    <I18nextProvider i18n={i18n} defaultNS="alerts">
      <AlertTable alerts={alerts} label="Hälytykset" showCustomer={showCustomer} users={[{ id: 'u1', name: 'Aino Admin' }]} onChanged={() => undefined} onError={(error) => { throw error; }} />
    </I18nextProvider>,
  );

const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-alert="${id}"]`)!;
const openDetails = (id: string) => fireEvent.click(within(rowOf(id)).getByRole('button', { name: 'Tiedot' }));
const details = (id: string) => document.getElementById(`alert-details-${id}`)!;
const detailValue = (id: string, label: string) =>
  [...details(id).querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});

// The details read the decision history and the silence dialog the settings: by default nothing (a test that cares stubs its own).
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: true, data: [], errors: [] }), { headers: { 'content-type': 'application/json' } }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the alert table (spec §3 Alert)', () => {
  it('shows the customer, description, created_at, type group and traffic light of each alert', () => {
    show([alert('a1'), silenced]);
    const row = rowOf('a1');
    expect(within(row).getByRole('link', { name: 'Testi Oy' }).getAttribute('href')).toBe(appHref('/customers/c1'));
    expect(row.textContent).toContain('Ivan Testov – TESTOV, Ivan (OFAC)');
    expect(row.textContent).toContain(formatDate('2026-01-02T10:00:00.000Z'));
    expect(row.textContent).toContain('Pakotelista · OFAC SDN');
    expect(row.querySelector('[data-status]')?.getAttribute('data-status')).toBe('red');
    expect(screen.getByRole('columnheader', { name: 'Kuvaus' })).toBeTruthy();
  });

  it('names every type group: sanction, PEP screening, mismatch and other (DOC, RISKASSESSMENT)', async () => {
    const groups: [AlertType, string][] = [['SANCTION', 'Pakotelista'], ['PEP', 'PEP-seulonta'], ['MISMATCH', 'Ristiriita'], ['DOC', 'Muu'], ['RISKASSESSMENT', 'Muu']];
    show(groups.map(([type], index) => alert(`g${index}`, { type })));
    groups.forEach(([, label], index) => expect(rowOf(`g${index}`).textContent).toContain(`${label} · OFAC SDN`));
  });

  it('shows the metadata keyword, match, score, source, name1 and name2 in the details', () => {
    show([alert('a1')]);
    openDetails('a1');
    expect(detailValue('a1', 'Hakusana')).toBe('Ivan Testov');
    expect(detailValue('a1', 'Seulottu nimi')).toBe('Ivan Testov');
    expect(detailValue('a1', 'Osunut nimi')).toBe('Ivan TESTOV');
    expect(detailValue('a1', 'Osuvuus')).toBe('94 %');
    expect(detailValue('a1', 'Nimi listalla')).toBe('TESTOV, Ivan');
    expect(detailValue('a1', 'Lista')).toMatch(/^OFAC SDN -lista.*\(1\)$/);
    expect(detailValue('a1', 'Ryhmä')).toBe('Pakotelista');
  });

  it('shows a silence with its class, description, handler, created_at and valid_at', () => {
    show([silenced]);
    const row = rowOf('a2');
    expect(row.querySelector('[data-status]')?.getAttribute('data-status')).toBe('yellow');
    expect(row.textContent).toContain('voimassa 01.03.2027 asti');
    expect(row.textContent).toContain('käsittelijä Aino Admin');
    openDetails('a2');
    expect(detailValue('a2', 'Päätös')).toBe('Vaatii selvitystä');
    expect(detailValue('a2', 'Perustelu')).toBe('Eri henkilö: syntymäaika ei täsmää');
    expect(detailValue('a2', 'Käsittelijä')).toBe('Aino Admin');
    expect(detailValue('a2', 'Päätetty')).toBe(formatDateTime('2026-01-03T08:15:00.000Z'));
    expect(detailValue('a2', 'Voimassa asti')).toBe('01.03.2027');
  });

  it('words the decision on a sanction match as what it is (issue 25 §3): confirm match, not a match, needs evaluation, none chosen', () => {
    show([alert('a1')]);
    fireEvent.click(within(rowOf('a1')).getByRole('button', { name: 'Päätä osumasta: Ivan Testov' }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Päätös' });
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Valitse päätös'], ['TRUEPOSITIVE', 'Vahvista osuma'], ['FALSEPOSITIVE', 'Ei osuma'], ['EVALUATION', 'Vaatii selvitystä'],
    ]);
    expect(select.value).toBe('');
    expect(document.body.textContent).not.toMatch(/Hiljennä/);
  });

  it('keeps the silence words for an alert that is not a sanction or PEP match', () => {
    show([alert('a1', { type: 'MISMATCH' })]);
    fireEvent.click(within(rowOf('a1')).getByRole('button', { name: 'Hiljennä hälytys: Ivan Testov' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Luokitus' }).options[1]!.textContent).toBe('Todellinen osuma');
  });

  it('shows a confirmed match red, named as a confirmed match, never green', () => {
    show([alert('a1', { is_silenced: true, silenceclass: 'TRUEPOSITIVE', silence: { ...silenced.silence!, silenceclass: 'TRUEPOSITIVE' } })]);
    const row = rowOf('a1');
    expect(row.querySelector('[data-status]')?.getAttribute('data-status')).toBe('red');
    expect(row.querySelector('[data-status="green"]')).toBeNull();
    expect(row.textContent).toContain('Vahvistettu osuma');
    expect(within(row).getByRole('button', { name: 'Avaa hälytys uudelleen: Ivan Testov' })).toBeTruthy();
  });

  it('links each alert to its target through the spec §2 mapping', () => {
    show([alert('a1'), pep]);
    for (const shown of [alert('a1'), pep]) {
      const link = within(rowOf(shown.id)).getByRole('link', { name: `Avaa asiakkaan tiedot: ${shown.target_name}` });
      expect(link.getAttribute('href')).toBe(appHref(alertLink(shown)));
    }
    expect(within(rowOf('a1')).getByRole('link', { name: /^Avaa asiakkaan/ }).getAttribute('href')).toBe(appHref('/customers/c1/owners/o1'));
    expect(within(rowOf('a3')).getByRole('link', { name: /^Avaa asiakkaan/ }).getAttribute('href')).toBe(appHref('/customers/c1/update'));
  });

  it('opens the DSA document of a sanction alert and the DPA document of a PEP alert with a temporary token', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(input) : input;
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(JSON.stringify({ status: true, data: { jwt: 'temporary-jwt' }, errors: [] } satisfies Envelope<{ jwt: string }>), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.getAttribute('href') ?? '');
    });
    show([alert('a1'), pep]);
    openDetails('a1');
    openDetails('a3');
    fireEvent.click(within(details('a1')).getByRole('button', { name: 'Pakotelistan merkintä (PDF)' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    fireEvent.click(within(details('a3')).getByRole('button', { name: 'PEP-merkintä (PDF)' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[0]).toBe(`/api/v2.5/user/dsa/${encodeURIComponent('OFAC:1')}?jwt=temporary-jwt&l=fi`);
    expect(opened[1]).toBe(`/api/v2.5/user/dpa/${encodeURIComponent('PEP:P-1')}?jwt=temporary-jwt&l=fi`);
    expect(requests.filter((r) => r.startsWith('PUT') && r.endsWith('/v2.5/user/auth'))).toHaveLength(2);
  });

  it('shows the decision history of an alert: who, when, what, the class, the grounds and valid_at', async () => {
    const history: AlertDecision[] = [
      { id: 'd1', alerts_id: 'a2', action: 'SILENCE_REQUESTED', silenceclass: 'FALSEPOSITIVE', description: 'Eri henkilö', valid_at: null, users_id: 'u2', request_id: null, closed_reason: null, list_version: null, created_at: '2026-01-03T08:00:00.000Z' },
      { id: 'd2', alerts_id: 'a2', action: 'SILENCE_APPROVED', silenceclass: 'FALSEPOSITIVE', description: 'Eri henkilö', valid_at: null, users_id: 'u1', request_id: 'd1', closed_reason: null, list_version: null, created_at: '2026-01-03T08:10:00.000Z' },
      { id: 'd3', alerts_id: 'a2', action: 'CLASS_CHANGE', silenceclass: 'EVALUATION', description: 'Selvitetään', valid_at: '2027-03-01', users_id: 'u1', request_id: null, closed_reason: null, list_version: null, created_at: '2026-01-03T08:15:00.000Z' },
    ];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(input) : input;
      const data = new URL(request.url).pathname.endsWith('/alerts/a2/decisions') ? history : null;
      return new Response(JSON.stringify({ status: true, data, errors: [] } satisfies Envelope<AlertDecision[] | null>), { headers: { 'content-type': 'application/json' } });
    });
    show([silenced]);
    openDetails('a2');
    const table = await screen.findByTestId('decision-history');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      [formatDateTime('2026-01-03T08:00:00.000Z'), 'Tuntematon käyttäjä', 'Hiljennys pyydetty hyväksyttäväksi', 'Ei osuma', 'Eri henkilö', 'toistaiseksi'],
      [formatDateTime('2026-01-03T08:10:00.000Z'), 'Aino Admin', 'Hiljennys hyväksytty', 'Ei osuma', 'Eri henkilö', 'toistaiseksi'],
      [formatDateTime('2026-01-03T08:15:00.000Z'), 'Aino Admin', 'Luokitus muutettu', 'Vaatii selvitystä', 'Selvitetään', '01.03.2027'],
    ]);
  });

  it('offers another admin the approval of a pending four-eyes silence, not the one who asked nor a regular user', () => {
    const request: AlertDecision = {
      id: 'r1', alerts_id: 'a1', action: 'SILENCE_REQUESTED', silenceclass: 'FALSEPOSITIVE', description: 'Eri yhtiö', valid_at: null, users_id: 'u2', request_id: null,
      closed_reason: null, list_version: null, created_at: '2026-01-03T08:00:00.000Z',
    };
    useSessionStore.setState({ user: { id: 'u1', is_admin: true } as never });
    show([alert('a1', { pending_silence: request })]);
    expect(rowOf('a1').textContent).toContain('Odottaa hyväksyntää');
    fireEvent.click(within(rowOf('a1')).getByRole('button', { name: 'Käsittele pyyntö' }));
    expect(within(screen.getByTestId('pending-silence')).getByRole('button', { name: 'Hyväksy päätös' })).toBeTruthy();
    cleanup();
    // A regular user may refuse (the obligation stays), not approve (issue 25 §3).
    useSessionStore.setState({ user: { id: 'u3', is_admin: false } as never });
    show([alert('a1', { pending_silence: request })]);
    fireEvent.click(within(rowOf('a1')).getByRole('button', { name: 'Käsittele pyyntö' }));
    expect(within(screen.getByTestId('pending-silence')).queryByRole('button', { name: 'Hyväksy päätös' })).toBeNull();
    expect(within(screen.getByTestId('pending-silence')).getByRole('button', { name: 'Hylkää' })).toBeTruthy();
    cleanup();
    useSessionStore.setState({ user: { id: 'u2', is_admin: true } as never });
    show([alert('a1', { pending_silence: request })]);
    fireEvent.click(within(rowOf('a1')).getByRole('button', { name: 'Käsittele pyyntö' }));
    expect(within(screen.getByTestId('pending-silence')).queryByRole('button', { name: 'Hyväksy päätös' })).toBeNull();
    expect(screen.getByTestId('pending-silence').textContent).toContain('Et voi hyväksyä omaa pyyntöäsi');
  });

  it('shows a closed alert grey with the list version its entry was removed in, without a silence action', () => {
    show([alert('a1', { closed: { at: '2026-02-01T10:00:00.000Z', reason: 'LIST_REMOVED', list_version: 'OFAC 2026-02-01' } })]);
    const row = rowOf('a1');
    expect(row.querySelector('[data-status]')?.getAttribute('data-status')).toBe('grey');
    expect(within(row).queryByRole('button', { name: 'Päätä osumasta: Ivan Testov' })).toBeNull();
    openDetails('a1');
    expect(details('a1').textContent).toContain('Poistettu listaversiossa OFAC 2026-02-01');
  });
});
