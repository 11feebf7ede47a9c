import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { logoLimits, type Organisation, type OrganisationSettings } from '@tunne/contracts';
import { organisation, renderSection, stubApi, writes } from '../test-support.tsx';
import { LogoSection } from './LogoSection.tsx';

const logo = '/api/v2.5/public/logo?key=abc';

const serveLogo = (start: OrganisationSettings, uploadAnswer?: { status: number; code: string }) => {
  let stored = start;
  return stubApi((call) => {
    if (call.path === 'v2.5/user/organizations/my' || call.path === 'v2.5/admin/organizations/my') return { data: stored };
    if (call.path !== 'v2.5/admin/organizations/my/logo') return undefined;
    if (call.method === 'POST') {
      if (uploadAnswer) return uploadAnswer;
      stored = { ...stored, logo_url: `${logo}2` };
    } else stored = { ...stored, logo_url: null };
    return { data: stored };
  });
};

const png = (size = 1000) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Logotiedosto'), { target: { files: [file] } });

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ organisation: { id: 'o1', name: 'Testi Oy', logo_url: null } as Organisation });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
});

describe('settings › logo', () => {
  it('uploads a checked file as multipart "file", shows the new logo and refreshes the shell', async () => {
    const calls = serveLogo(organisation());
    renderSection(LogoSection);
    expect(await screen.findByText('Logoa ei ole vielä ladattu.')).toBeTruthy();

    choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Valitse PNG-, JPEG- tai SVG-kuva.')).toBeTruthy();
    choose(png(logoLimits.maxBytes + 1));
    expect(await screen.findByText('Kuva on liian suuri. Suurin sallittu koko on 512 kt.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    choose(png());
    expect(await screen.findByText('Logo on päivitetty.')).toBeTruthy();
    const upload = writes(calls)[0]!;
    expect(upload).toMatchObject({ method: 'POST', path: 'v2.5/admin/organizations/my/logo' });
    const file = upload.form?.get('file');
    expect(file instanceof File && file.name).toBe('logo.png');
    expect(((await screen.findByRole('img', { name: 'Organisaation Testi Oy logo' })) as HTMLImageElement).getAttribute('src')).toBe(`${logo}2`);
    await waitFor(() => expect(useSessionStore.getState().organisation?.logo_url).toBe(`${logo}2`));
  });

  it('removes the logo only after a confirmation', async () => {
    const calls = serveLogo(organisation({ logo_url: logo }));
    renderSection(LogoSection);
    expect(await screen.findByRole('img', { name: 'Organisaation Testi Oy logo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Poista logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko logo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Poista logo' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Poistetaanko logo?' })).getByRole('button', { name: 'Poista logo' }));
    expect(await screen.findByText('Logo on poistettu.')).toBeTruthy();
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', path: 'v2.5/admin/organizations/my/logo' }]);
    expect(await screen.findByText('Logoa ei ole vielä ladattu.')).toBeTruthy();
  });

  it('shows the service’s refusal of the image in the user’s language', async () => {
    serveLogo(organisation(), { status: 415, code: 'IMAGE_UNSUPPORTED' });
    renderSection(LogoSection);
    await screen.findByText('Logoa ei ole vielä ladattu.');
    choose(png());
    const dialog = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(dialog).getByText('Kuvamuotoa ei tueta tai kuvan käsittely epäonnistui.')).toBeTruthy();
    expect(screen.queryByText('Logo on päivitetty.')).toBeNull();
  });
});
