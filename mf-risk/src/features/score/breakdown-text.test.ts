import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { countryNamer, i18n } from '@tunne/app-kit';
import type { EddTrigger, RiskBreakdownLine, RiskLevel } from '@tunne/contracts';
// The remote registers its texts when it is created.
import '../../remote.tsx';
import { eddTriggerText } from '../edd/edd-text.ts';
import { breakdownText } from './breakdown-text.ts';


/** The page's names: the EDD feature's trigger texts with the reader's country names. */
const names = (t: TFunction, language: string) => {
  const countryName = countryNamer(language);
  return { countryName, triggerText: (trigger: EddTrigger) => eddTriggerText(t, trigger, { countryName }) };
};

const eddLine = (triggers: EddTrigger[], levelBefore: RiskLevel): RiskBreakdownLine => ({
  type: 'EDD',
  points: 0,
  reason: '',
  details: { type: 'EDD', triggers, floor: 'HIGH', level_before: levelBefore },
});

describe('the EDD breakdown line', () => {
  const triggers: EddTrigger[] = [
    { kind: 'PEP_RECORD', count: 1 },
    { kind: 'SANCTION_ALERT', count: 1 },
  ];

  it('names the triggers that set the floor and the level it raised from', () => {
    const t = i18n.getFixedT('fi', 'risk');
    expect(breakdownText(t, eddLine(triggers, 'LOW'), names(t, 'fi'))).toBe(
      'Tehostettu tuntemisvelvollisuus vaaditaan: 1 PEP-merkintä (poliittisesti vaikutusvaltainen henkilö); 1 vahvistettu pakoteosuma — taso vähintään korkea (nostettu tasolta matala)',
    );
  });

  it('says nothing was raised when the points already gave HIGH, and words a level that was not graded', () => {
    const en = i18n.getFixedT('en', 'risk');
    expect(breakdownText(en, eddLine(triggers.slice(0, 1), 'HIGH'), names(en, 'en'))).toBe(
      'Enhanced due diligence required: 1 PEP record (politically exposed person) — level at least high',
    );
    const se = i18n.getFixedT('se', 'risk');
    expect(breakdownText(se, eddLine(triggers.slice(1), 'NA'), names(se, 'se'))).toBe(
      'Skärpt kundkännedom krävs: 1 bekräftad sanktionsträff — nivå minst hög (höjd från inte klassificerad)',
    );
  });
});
