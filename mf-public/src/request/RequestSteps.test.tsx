import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OutboundFile, PublicRequestView, RequestAnswerBody } from '@tunne/contracts';
import { i18n } from '../shared/i18n.ts';
import { requestView } from '../test-views.ts';
import { RequestSteps } from './RequestSteps.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(cleanup);

const file: OutboundFile = { id: 'f1', name: 'omistajat.pdf', mime: 'application/pdf', size: 2048, sha256: 'x', role: 'answer', created_at: '2026-11-26T10:00:00Z' };

const renderSteps = (view: PublicRequestView, options: { files?: OutboundFile[]; initial?: RequestAnswerBody } = {}) => {
  const saveDraft = vi.fn(async (_draft: RequestAnswerBody) => undefined);
  const submit = vi.fn(async (_answer: RequestAnswerBody) => null);
  render(
    <I18nextProvider i18n={i18n}>
      <RequestSteps
        view={view}
        initial={options.initial ?? {}}
        files={{ files: options.files ?? [], upload: async () => undefined, remove: async () => undefined }}
        readOnly={false}
        saveDraft={saveDraft}
        submit={submit}
      />
    </I18nextProvider>,
  );
  return { saveDraft, submit };
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Seuraava' }));

// Rows of many fields (country lists of ~250 options), each change validating the row: slow on a busy machine.
describe('request steps', { timeout: 20_000 }, () => {
  it('shows a step for each asked part only, with the organisation\'s description, and the summary last', async () => {
    renderSteps(requestView({ ask_owners: true, ask_owners_description: 'Kaikki yli 10 % omistajat.', ask_peps: true, ask_sof: true }));
    expect(screen.getByText('Vaihe 1/4: Omistajat')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Omistajat' })).toBeTruthy();
    expect(screen.getByText('Kaikki yli 10 % omistajat.')).toBeTruthy();
    expect(screen.queryByText('Perustiedot')).toBeNull();
    expect(screen.queryByText(/Tosiasialliset edunsaajat/)).toBeNull();
    // The heading of the step takes focus, so a screen reader hears where it is.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Omistajat' }));
  });

  it('validates an owner\'s identity code with the contract\'s validator and says what is wrong in Finnish', async () => {
    const { saveDraft } = renderSteps(requestView({ ask_owners: true, ask_peps: true }));
    fireEvent.change(screen.getByLabelText(/^Nimi/), { target: { value: 'Matti Meikäläinen' } });
    const ssn = screen.getByLabelText(/^Henkilötunnus/);
    fireEvent.change(ssn, { target: { value: '131052-308U' } });
    fireEvent.blur(ssn);
    expect(await screen.findByText('Henkilötunnuksen tarkistusmerkki ei täsmää.')).toBeTruthy();
    const share = screen.getByLabelText(/^Omistusosuus/);
    fireEvent.change(share, { target: { value: '120' } });
    fireEvent.blur(share);
    expect(await screen.findByText('Anna omistusosuus prosentteina väliltä 0–100.')).toBeTruthy();
    next();
    expect(await screen.findByText('Tarkista merkityt kentät.')).toBeTruthy();
    expect(saveDraft).not.toHaveBeenCalled();
    // Fixed: the step goes on and the draft is saved with the next step.
    fireEvent.change(ssn, { target: { value: '131052-308T' } });
    fireEvent.change(share, { target: { value: '12,5' } });
    next();
    await screen.findByText('Vaihe 2/3: Poliittisesti vaikutusvaltaiset henkilöt');
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0]![0]).toMatchObject({
      step: 'peps',
      owners: [{ name: 'Matti Meikäläinen', type: 'person', ssn: '131052-308T', share: 12.5 }],
    });
  });

  it('shows a new owner row without errors until its fields are left or the step is submitted (issue 26)', async () => {
    renderSteps(requestView({ ask_owners: true }));
    const invalid = (legend: string) => {
      const row = screen.getByRole('group', { name: legend });
      return [...row.querySelectorAll('[aria-invalid="true"]')].length;
    };
    fireEvent.change(screen.getByLabelText(/^Nimi/), { target: { value: 'Matti Meikäläinen' } });
    fireEvent.blur(screen.getByLabelText(/^Nimi/));
    fireEvent.click(screen.getByRole('button', { name: 'Lisää omistaja' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Nimi/)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalid('Omistaja 2')).toBe(0);
    // A submit attempt shows every row's problems; a row added after it again starts clean.
    next();
    await waitFor(() => expect(invalid('Omistaja 2')).toBeGreaterThan(0));
    // react-hook-form moves the focus to the first problem once more on a timer after the submit; a person adds later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Lisää omistaja' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Nimi/)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalid('Omistaja 3')).toBe(0);
    // Leaving a field of the new row checks that field.
    const name = screen.getAllByLabelText(/^Nimi/)[2]!;
    fireEvent.focus(name);
    fireEvent.blur(name);
    await waitFor(() => expect(invalid('Omistaja 3')).toBe(1));
  });

  it('checks a business owner\'s business id', async () => {
    renderSteps(requestView({ ask_owners: true }));
    fireEvent.click(screen.getByLabelText('Yritys'));
    const businessid = await screen.findByLabelText(/^Y-tunnus/);
    fireEvent.change(businessid, { target: { value: '1234567-8' } });
    fireEvent.blur(businessid);
    expect(await screen.findByText('Y-tunnuksen tarkistusnumero ei täsmää.')).toBeTruthy();
    expect(screen.queryByLabelText('Henkilötunnus')).toBeNull();
  });

  it('takes the declaration that there are no PEPs instead of rows', async () => {
    const { saveDraft } = renderSteps(requestView({ ask_peps: true }));
    next();
    expect(await screen.findByText('Anna nimi.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Tarkista merkityt kentät.');
    fireEvent.click(screen.getByLabelText(/Kukaan ei ole poliittisesti vaikutusvaltainen/));
    expect(screen.queryByLabelText(/^Nimi/)).toBeNull();
    next();
    await screen.findByText('Vaihe 2/2: Yhteenveto');
    expect(saveDraft.mock.calls[0]![0]).toMatchObject({ peps: [], no_peps: true, step: 'summary' });
    expect(screen.getByText('Kukaan ei ole poliittisesti vaikutusvaltainen henkilö, eikä sellaisen perheenjäsen tai läheinen yhtiökumppani')).toBeTruthy();
  });

  it('asks a PEP row for self, family and partner, and at least one of them', async () => {
    const { saveDraft } = renderSteps(requestView({ ask_peps: true }));
    for (const label of ['Henkilö itse on poliittisesti vaikutusvaltainen', 'Perheenjäsen on poliittisesti vaikutusvaltainen', 'Läheinen yhtiökumppani on poliittisesti vaikutusvaltainen']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText(/^Nimi/), { target: { value: 'Pekka Poliitikko' } });
    next();
    expect(await screen.findByText('Valitse vähintään yksi: henkilö itse, perheenjäsen tai läheinen yhtiökumppani.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Perheenjäsen on poliittisesti vaikutusvaltainen'));
    next();
    await screen.findByText('Vaihe 2/2: Yhteenveto');
    expect(saveDraft.mock.calls[0]![0].peps).toEqual([
      expect.objectContaining({ name: 'Pekka Poliitikko', is_pep_self: false, is_pep_family: true, is_pep_partner: false }),
    ]);
  });

  it('asks responsible persons "if necessary" with a none-needed choice, and their ssn only when asked', () => {
    renderSteps(requestView({ ask_responsiblepersons: true, ask_responsiblepersons_ifnecessary: true }));
    expect(screen.getByText('Ilmoita vastuuhenkilöt tarvittaessa.')).toBeTruthy();
    expect(screen.getByLabelText('Vastuuhenkilöitä ei tarvitse ilmoittaa')).toBeTruthy();
    expect(screen.getByLabelText(/^Rooli/)).toBeTruthy();
    expect(screen.queryByLabelText(/Henkilötunnus/)).toBeNull();
    cleanup();
    renderSteps(requestView({ ask_responsiblepersons: true, ask_responsiblepersons_ssn: true }));
    expect(screen.getByLabelText(/Henkilötunnus/)).toBeTruthy();
    expect(screen.queryByLabelText('Vastuuhenkilöitä ei tarvitse ilmoittaa')).toBeNull();
  });

  it('shows prefilled rows read-only unless changes are allowed', () => {
    const prefilled = { id: '44444444-4444-4444-8444-444444444444', type: 'person' as const, name: 'Maija Omistaja', share: 60 };
    renderSteps(requestView({ ask_owners: true }), { initial: { owners: [prefilled] } });
    expect((screen.getByDisplayValue('Maija Omistaja') as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);
    cleanup();
    renderSteps(requestView({ ask_owners: true, prefill_changes: true }), { initial: { owners: [prefilled] } });
    expect((screen.getByDisplayValue('Maija Omistaja') as HTMLInputElement).closest('fieldset')!.disabled).toBe(false);
  });

  it('takes a prefilled row whose identity code is shown masked (the service puts the stored code back)', async () => {
    const prefilled = { id: '44444444-4444-4444-8444-444444444444', type: 'person' as const, name: 'Maija Omistaja', ssn: '131052-****', share: 60 };
    const { saveDraft } = renderSteps(requestView({ ask_owners: true, ask_peps: true }), { initial: { owners: [prefilled] } });
    next();
    await screen.findByText('Vaihe 2/3: Poliittisesti vaikutusvaltaiset henkilöt');
    expect(saveDraft.mock.calls[0]![0].owners).toEqual([expect.objectContaining({ id: prefilled.id, ssn: '131052-****' })]);
  });

  it('lets owners be given as a file when allowed', async () => {
    renderSteps(requestView({ ask_owners: true, ask_owners_allowfile: true }), { files: [file] });
    expect(screen.getByLabelText('Liitän omistajaluettelon tiedostona')).toBeTruthy();
    expect((screen.getByLabelText('Liitän omistajaluettelon tiedostona') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('omistajat.pdf')).toBeTruthy();
    next();
    await screen.findByText('Vaihe 2/2: Yhteenveto');
    expect(screen.getByText('Annettu liitetiedostona.')).toBeTruthy();
  });

  it('does not submit without a file when files are mandatory', async () => {
    const { submit } = renderSteps(requestView({ ask_files: true, ask_files_mandatory: true, ask_files_description: 'Tuore kaupparekisteriote.' }), {
      initial: { step: 'summary' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    expect(await screen.findByText('Liitä vähintään yksi tiedosto ennen lähettämistä.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sums up every part with a way back to it, and submits the answer', async () => {
    const { submit } = renderSteps(requestView({ ask_sof: true, ask_freetext: true, ask_files: true }), {
      files: [file],
      initial: { sof: 'Liiketoiminnan tulot', freetext: 'Ei muuta.', step: 'summary' },
    });
    const summary = screen.getByRole('form');
    expect(within(summary).getByText('Liiketoiminnan tulot')).toBeTruthy();
    expect(within(summary).getByText('Ei muuta.')).toBeTruthy();
    expect(within(summary).getByText('omistajat.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({ sof: 'Liiketoiminnan tulot', freetext: 'Ei muuta.' });
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa: Varojen alkuperä' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Varojen alkuperä' })).toBeTruthy();
  });

  it('requires the source of funds unless skipped', async () => {
    const { saveDraft } = renderSteps(requestView({ ask_sof: true }));
    next();
    expect(await screen.findByText('Kerro varojen alkuperä tai valitse, että ohitat kysymyksen.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Ohitan tämän kysymyksen'));
    next();
    await screen.findByText('Vaihe 2/2: Yhteenveto');
    expect(saveDraft.mock.calls[0]![0]).toMatchObject({ sof: null, sof_skipped: true });
  });

  it('shows background questions by their conditions and requires the mandatory ones', async () => {
    const parent = '55555555-5555-4555-8555-555555555555';
    const child = '66666666-6666-4666-8666-666666666666';
    const question = (id: string, extra: object) => ({
      id, type: 'YESNO' as const, question: '', recipient_question: null, description: null, help: null, headline: null, placeholder: null, options: [], mandatory: false,
      allow_description: false, mandatory_description_yes: false, mandatory_description_no: false, conditional_riskquestions_id: null, conditional_value: null, ...extra,
    });
    const { saveDraft } = renderSteps(requestView({ ask_riskquestions: true, riskquestions_type: 'ALL' }, {
      riskquestions: [
        question(parent, { question: 'Onko yrityksellä toimintaa ulkomailla?', mandatory: true }),
        question(child, { type: 'TEXT', question: 'Missä maissa?', mandatory: true, conditional_riskquestions_id: parent, conditional_value: 'yes' }),
      ],
    }));
    expect(screen.queryByLabelText(/Missä maissa/)).toBeNull();
    next();
    expect(await screen.findByText('Vastaa tähän kysymykseen.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Kyllä'));
    const countries = await screen.findByLabelText(/Missä maissa/);
    fireEvent.change(countries, { target: { value: 'Ruotsi' } });
    next();
    await screen.findByText('Vaihe 2/2: Yhteenveto');
    expect(saveDraft.mock.calls[0]![0].riskanswers).toEqual([
      { riskquestions_id: parent, answer: 'yes', description: null },
      { riskquestions_id: child, answer: 'Ruotsi', description: null },
    ]);
  });

  it('asks a background question in the wording for the recipient where there is one (issue 26)', () => {
    const base = {
      type: 'YESNO' as const, description: null, help: null, headline: null, placeholder: null, options: [], mandatory: false, allow_description: false,
      mandatory_description_yes: false, mandatory_description_no: false, conditional_riskquestions_id: null, conditional_value: null,
    };
    renderSteps(requestView({ ask_riskquestions: true, riskquestions_type: 'ALL' }, {
      riskquestions: [
        { ...base, id: '55555555-5555-4555-8555-555555555555', question: 'Onko asiakkaalla toimintaa ulkomailla?', recipient_question: 'Onko yrityksellänne toimintaa ulkomailla?' },
        { ...base, id: '66666666-6666-4666-8666-666666666666', type: 'TEXT', question: 'Asiakkaan päämarkkina-alue', recipient_question: null },
      ],
    }));
    expect(screen.getByText('Onko yrityksellänne toimintaa ulkomailla?')).toBeTruthy();
    expect(screen.queryByText('Onko asiakkaalla toimintaa ulkomailla?')).toBeNull();
    expect(screen.getByLabelText('Asiakkaan päämarkkina-alue')).toBeTruthy();
  });

  it('takes a foreign person owner by birth date and nationality, with no identity code (issue 26)', async () => {
    const { saveDraft } = renderSteps(requestView({ ask_owners: true, ask_peps: true }));
    fireEvent.change(screen.getByLabelText(/^Nimi/), { target: { value: 'Hans Müller' } });
    // Without a nationality the code is asked (the register keeps a Finn or a Swede by it).
    expect(screen.getByLabelText(/^Henkilötunnus/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kansalaisuus'), { target: { value: 'DE' } });
    await waitFor(() => expect(screen.queryByLabelText(/^Henkilötunnus/)).toBeNull());
    fireEvent.change(screen.getByLabelText(/^Omistusosuus/), { target: { value: '40' } });
    next();
    expect(await screen.findByText('Anna syntymäaika.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Syntymäaika/), { target: { value: '1970-05-04' } });
    next();
    await screen.findByText('Vaihe 2/3: Poliittisesti vaikutusvaltaiset henkilöt');
    expect(saveDraft.mock.calls[0]![0].owners).toEqual([expect.objectContaining({ name: 'Hans Müller', nationality: 'DE', dob: '1970-05-04', share: 40 })]);
    expect(saveDraft.mock.calls[0]![0].owners![0]).not.toHaveProperty('ssn');
  });

  it('still asks a Swedish owner for the identity code, not a birth date', async () => {
    renderSteps(requestView({ ask_owners: true }));
    fireEvent.change(screen.getByLabelText('Kansalaisuus'), { target: { value: 'SE' } });
    await waitFor(() => expect(screen.queryByLabelText(/^Syntymäaika/)).toBeNull());
    fireEvent.change(screen.getByLabelText(/^Nimi/), { target: { value: 'Sven Svensson' } });
    fireEvent.change(screen.getByLabelText(/^Omistusosuus/), { target: { value: '40' } });
    next();
    expect(await screen.findByText('Anna henkilötunnus.')).toBeTruthy();
  });

  it('offers the roles of the customer\'s country for a responsible person, as the register keeps them', async () => {
    const { saveDraft } = renderSteps(requestView({ ask_responsiblepersons: true }));
    const role = screen.getByLabelText(/^Rooli/) as HTMLSelectElement;
    expect(role.tagName).toBe('SELECT');
    expect([...role.options].map((option) => option.value)).toContain('TJ');
    fireEvent.change(screen.getByLabelText(/^Nimi/), { target: { value: 'Matti Meikäläinen' } });
    fireEvent.change(role, { target: { value: 'TJ' } });
    next();
    await screen.findByText('Vaihe 2/2: Yhteenveto');
    expect(saveDraft.mock.calls[0]![0].responsiblepersons).toEqual([expect.objectContaining({ name: 'Matti Meikäläinen', role: 'TJ' })]);
    expect(screen.getByText('Matti Meikäläinen · Toimitusjohtaja')).toBeTruthy();
  });
});
