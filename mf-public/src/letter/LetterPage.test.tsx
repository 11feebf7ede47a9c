import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiCallError } from '@tunne/app-kit/api-error';
import type { PublicLetterView } from '@tunne/contracts';
import { i18n } from '../shared/i18n.ts';
import { CodeStep } from './CodeStep.tsx';
import { LetterContent } from './LetterContent.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('letter code step', () => {
  it('sends a code to the phone and opens the letter with six digits', async () => {
    const sendCode = vi.fn(async () => undefined);
    const open = vi.fn(async (_code: string) => undefined);
    wrap(<CodeStep telHint="•••• 4567" sendCode={sendCode} open={open} onLinkProblem={vi.fn()} />);
    expect(screen.getByText('Viesti on suojattu. Lähetämme vahvistuskoodin tekstiviestillä numeroon •••• 4567.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByText('Koodi lähetetty numeroon •••• 4567.')).toBeTruthy();
    expect(sendCode).toHaveBeenCalledTimes(1);
    const input = screen.getByLabelText('Vahvistuskoodi');
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avaa viesti' }));
    expect(await screen.findByText('Koodissa on 6 numeroa.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avaa viesti' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('123456'));
  });

  it('says a wrong code in Finnish, and hands an expired link to the page', async () => {
    const onLinkProblem = vi.fn();
    const open = vi.fn(async () => {
      throw new ApiCallError('LINK_CODE_INVALID', 'wrong', 400);
    });
    wrap(<CodeStep telHint="•••• 4567" sendCode={async () => undefined} open={open} onLinkProblem={onLinkProblem} />);
    fireEvent.change(screen.getByLabelText('Vahvistuskoodi'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avaa viesti' }));
    expect(await screen.findByText('Vahvistuskoodi on väärä tai vanhentunut. Pyydä uusi koodi.')).toBeTruthy();
    open.mockImplementation(async () => {
      throw new ApiCallError('LINK_EXPIRED', 'expired', 410);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Avaa viesti' }));
    await waitFor(() => expect(onLinkProblem).toHaveBeenCalledTimes(1));
  });
});

const letter = (extra: Partial<Extract<PublicLetterView, { needs_code: false }>> = {}): Extract<PublicLetterView, { needs_code: false }> => ({
  needs_code: false,
  id: '33333333-3333-4333-8333-333333333333',
  organisation: { name: 'Tilitoimisto Esimerkki Oy', color: null, logo_url: null },
  language: 'fi',
  text: 'Hei,\nliitteenä sopimus allekirjoitettavaksi.',
  files: [{ id: 'f1', name: 'sopimus.pdf', mime: 'application/pdf', size: 52_000, sha256: 'x', role: 'attachment', created_at: '2026-11-20T10:00:00Z' }],
  allow_answer: true,
  answered_at: null,
  answer_text: null,
  answer_files: [],
  sent_at: '2026-11-20T10:00:00Z',
  expires_at: '2026-12-20T10:00:00Z',
  ...extra,
});

describe('letter content', () => {
  it('shows the text and files and sends an answer', async () => {
    const download = vi.fn(async () => undefined);
    const answer = vi.fn(async (_text: string) => undefined);
    wrap(<LetterContent view={letter()} readOnly={false} download={download} upload={vi.fn()} answer={answer} />);
    expect(screen.getByText(/liitteenä sopimus allekirjoitettavaksi/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lataa sopimus.pdf' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('f1', 'sopimus.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    expect(await screen.findByText('Kirjoita vastaus tai liitä tiedosto.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Vastauksesi'), { target: { value: 'Kiitos, palautan pian.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith('Kiitos, palautan pian.'));
  });

  it('shows a given answer read-only, with no form', () => {
    wrap(<LetterContent view={letter({ answered_at: '2026-11-21T09:00:00Z', answer_text: 'Kiitos!' })} readOnly={false} download={vi.fn()} upload={vi.fn()} answer={vi.fn()} />);
    expect(screen.getByText('Kiitos!')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lähetä vastaus' })).toBeNull();
  });

  it('offers no answer when the sender allows none', () => {
    wrap(<LetterContent view={letter({ allow_answer: false })} readOnly={false} download={vi.fn()} upload={vi.fn()} answer={vi.fn()} />);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
