import type { TFunction } from 'i18next';
import type { EddTrigger, RiskBreakdownLine, RiskLevel, RiskNaReason, RiskRelatedKind } from '@tunne/contracts';
import { riskLevelLight, type TrafficLight } from '@tunne/contracts';
import { formatDay } from '@tunne/app-kit';

/** Spec §9: REGULAR is shown as medium; NA is "not graded". */
export const levelLabel = (t: TFunction, level: RiskLevel | null): string => t(`levels.${level ?? 'NA'}`);
export const levelLight = (level: RiskLevel | null): TrafficLight => riskLevelLight(level);

const kinds = (t: TFunction, list: readonly RiskRelatedKind[]) => list.map((kind) => t(`related.${kind}`)).join(', ');

/** Why a breakdown line scored, in the reader's language, from the facts the service counted. */
/** How the page names countries and EDD triggers (the EDD feature's texts) in a breakdown line. */
export interface BreakdownNames {
  countryName: (code: string) => string;
  triggerText: (trigger: EddTrigger) => string;
}

export const breakdownText = (t: TFunction, line: RiskBreakdownLine, { countryName, triggerText }: BreakdownNames): string => {
  const d = line.details;
  switch (d.type) {
    case 'RISKPOINTS':
      return t('why.RISKPOINTS', { count: d.answers, sum: d.sum, multiplier: d.multiplier });
    // Scores stored before the EU list was versioned carry no source: they name no list.
    case 'CUSTOMER_COUNTRY_RISKCOUNTRY':
    case 'CUSTOMER_NATIONALITY_RISKCOUNTRY':
      return `${t(`why.${d.type}`, { country: countryName(d.country), risk: t(`countryRisk.${d.risk}`) })}${
        d.source === 'EU' && d.eu_list ? ` (${t('why.euListed', { date: formatDay(d.eu_list.in_force_at) })})` : d.source === 'OWN' ? ` (${t('why.ownList')})` : ''}`;
    case 'RELATED_RISKCOUNTRY':
      return `${t('why.RELATED_RISKCOUNTRY', {
        list: d.countries.map((c) => `${countryName(c.country)} (${t(`countryRisk.${c.risk}`)}; ${kinds(t, c.kinds)})`).join(', '),
      })}${d.eu_list ? ` (${t('why.euListed', { date: formatDay(d.eu_list.in_force_at) })})` : ''}`;
    case 'CUSTOMER_ALERT':
    case 'PEPS':
      return t(`why.${d.type}`, { count: d.count });
    case 'CUSTOMER_COMPANYTYPE':
      return t('why.CUSTOMER_COMPANYTYPE', { code: d.code });
    case 'CUSTOMER_INDUSTRY':
      return t('why.CUSTOMER_INDUSTRY', { code: d.code, listed: d.listed });
    case 'CUSTOMER_COUNTRY':
      return t('why.CUSTOMER_COUNTRY', { country: countryName(d.country) });
    case 'RELATED_COUNTRY':
      return t('why.RELATED_COUNTRY', { list: d.countries.map((c) => `${countryName(c.country)} (${kinds(t, c.kinds)})`).join(', ') });
    case 'CUSTOMER_MATURITY':
      return t('why.CUSTOMER_MATURITY', { days: d.age_days, limit: d.young_company_days });
    case 'OWNERS_COMPLEX':
      return t('why.OWNERS_COMPLEX', { levels: d.levels });
    // No points: the triggers set the level's floor; the text says when they raised it.
    case 'EDD': {
      const floor = t('why.EDD', {
        triggers: d.triggers.map(triggerText).join('; '),
        level: levelLabel(t, d.floor).toLocaleLowerCase(),
      });
      if (d.level_before === d.floor) return floor;
      return `${floor} ${d.level_before === 'NA' ? t('why.eddRaisedFromNa') : t('why.eddRaised', { level: levelLabel(t, d.level_before).toLocaleLowerCase() })}`;
    }
    // No points: an undecided potential sanctions match holds the level at HIGH until it is decided.
    case 'SANCTIONS_CHECK_PENDING': {
      const floor = t('why.SANCTIONS_CHECK_PENDING', { count: d.count, level: levelLabel(t, d.floor).toLocaleLowerCase() });
      if (d.level_before === d.floor) return floor;
      return `${floor} ${d.level_before === 'NA' ? t('why.eddRaisedFromNa') : t('why.eddRaised', { level: levelLabel(t, d.level_before).toLocaleLowerCase() })}`;
    }
  }
};

export const naReasonText = (t: TFunction, reason: RiskNaReason | null, unanswered: number): string | null =>
  reason === 'QUESTIONS_INCOMPLETE' ? t('score.naQuestions', { count: unanswered }) : reason === 'BELOW_LIMITS' ? t('score.naBelow') : null;
