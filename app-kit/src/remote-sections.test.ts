import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardSectionProvider, setRemoteSectionProvider, type CardSectionModule } from './remote-sections.ts';

const module: CardSectionModule = { mountCardSection: () => () => undefined };

const descriptors = [
  { name: 'mf_customers' },
  { name: 'mf_alerts', cardSections: ['alerts'] },
  { name: 'mf_risk', cardSections: ['riskassessments', 'alerts'] },
];

describe('remote card sections', () => {
  afterEach(() => setRemoteSectionProvider(null));

  it('offers nothing before the shell publishes its remotes', () => {
    expect(cardSectionProvider('alerts')).toBeNull();
  });

  it('finds the first remote offering a section and loads its CardSections module', async () => {
    const load = vi.fn(async () => module);
    setRemoteSectionProvider({ descriptors, load });
    const alerts = cardSectionProvider('alerts');
    expect(alerts?.remoteName).toBe('mf_alerts');
    expect(cardSectionProvider('riskassessments')?.remoteName).toBe('mf_risk');
    expect(cardSectionProvider('documents')).toBeNull();
    await expect(alerts!.load()).resolves.toBe(module);
    expect(load).toHaveBeenCalledWith('mf_alerts', 'CardSections');
  });

  it('accepts a module under default, refuses one without mountCardSection and passes load failures on', async () => {
    setRemoteSectionProvider({ descriptors, load: async () => ({ default: module }) });
    await expect(cardSectionProvider('alerts')!.load()).resolves.toBe(module);
    setRemoteSectionProvider({ descriptors, load: async () => ({ somethingElse: true }) });
    await expect(cardSectionProvider('alerts')!.load()).rejects.toThrow(/mountCardSection/);
    setRemoteSectionProvider({ descriptors, load: () => Promise.reject(new Error('RUNTIME-008 failed to load')) });
    await expect(cardSectionProvider('alerts')!.load()).rejects.toThrow(/RUNTIME-008/);
  });
});
