import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Tag } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { TagsSection } from './TagsSection.tsx';

const vip: Tag = { id: 'g-1', name: 'VIP', description: null };

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
});

describe('the tags section', () => {
  it('shows a taken name at the field, then adds the tag with an empty description as null', async () => {
    let stored = [vip];
    let refuse = true;
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { data: stored };
      if (refuse) {
        refuse = false;
        return { status: 409, code: 'TAG_NAME_RESERVED' };
      }
      const created = { id: 'g-2', ...(call.body as object) } as Tag;
      stored = [...stored, created];
      return { status: 201, data: created };
    });
    renderSection(<TagsSection />);
    expect(await screen.findByText('VIP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'VIP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(i18n.t('errors:TAG_NAME_RESERVED'))).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Key account ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Key account')).toBeTruthy();
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
    expect(changes(calls)[1]).toEqual({ method: 'POST', path: 'v2.5/admin/tags', body: { name: 'Key account', description: null } });
  });
});
