import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '@tunne/app-kit';
import { renderSection } from '../shared/test-support.tsx';
import { WhistleblowersSection } from './WhistleblowersSection.tsx';

afterEach(cleanup);

describe('the whistleblower channels section', () => {
  it('says the channels are managed here once the module is in use', async () => {
    await i18n.changeLanguage('en');
    renderSection(<WhistleblowersSection />);
    expect(screen.getByRole('heading', { level: 1, name: 'Whistleblower channels' })).toBeTruthy();
    expect(screen.getByText(/Once the whistleblowing module is in use/)).toBeTruthy();
  });
});
