import { demoOrganisations } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

const id = (n: number): string => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
const demo = demoOrganisations.demo.id;

/** Demo background questions, one of each type (none mandatory, so the demo register keeps its levels). */
export const demoRiskQuestions = [
  {
    id: id(1), type: 'YESNO', sort: 1, headline: 'Liiketoiminta', question: 'Onko asiakkaalla liiketoimintaa korkean riskin maissa?',
    recipient_question: 'Onko yrityksellänne liiketoimintaa korkean riskin maissa?',
    description: 'Myös tytäryhtiöiden ja merkittävien asiakkaiden kautta.', help: 'EU:n luettelo suuririskisistä kolmansista maista.',
    points_yes: 10, points_no: 0, allow_description: true, mandatory_description_yes: true,
  },
  {
    id: id(2), type: 'TEXT', sort: 2, question: 'Missä maissa?', placeholder: 'Esim. Iran, Myanmar',
    conditional_riskquestions_id: id(1), conditional_value: 'yes',
  },
  { id: id(3), type: 'CHECKBOX', sort: 3, question: 'Asiakas käsittelee merkittävästi käteistä', points_check: 5 },
  {
    id: id(4), type: 'SELECT', sort: 4, headline: 'Asiakassuhde', question: 'Asiakassuhteen tarkoitus',
    options: ['Tilintarkastus', 'Kirjanpito', 'Neuvonta', 'Muu'],
  },
  { id: id(5), type: 'MULTI', sort: 5, question: 'Mitä palveluita asiakas käyttää?', options: ['Palkanlaskenta', 'Veroneuvonta', 'Yritysjärjestelyt'] },
  { id: id(6), type: 'TEXTAREA', sort: 6, question: 'Muut huomiot asiakkaan riskeistä', placeholder: 'Vapaa kuvaus' },
] as const;

export const demoRiskRatings = [
  { id: id(101), name: 'Matala riski', number: 1, description: 'Tavanomainen asiakassuhde.', kycclock_expiration_days: 730, ask_kycclock: true },
  { id: id(102), name: 'Normaali riski', number: 2, description: null, kycclock_expiration_days: 365, ask_kycclock: true },
  { id: id(103), name: 'Korkea riski', number: 3, description: 'Tehostettu tuntemisvelvollisuus.', kycclock_expiration_days: 180, ask_kycclock: true },
] as const;

/** Demo Oy's questionnaire and ratings; the score settings stay at their defaults (EU country lists). */
export const seedRisk = async (db: Database): Promise<void> => {
  const questions = demoRiskQuestions.map((q) => ({
    organisations_id: demo, recipient_question: null as string | null, description: null, help: null, headline: null, placeholder: null, conditional_riskquestions_id: null,
    conditional_value: null, points_yes: 0, points_no: 0, points_check: 0, allow_description: false, mandatory_description_yes: false,
    mandatory_description_no: false, options: [] as string[], mandatory: false, ...q,
  }));
  await db.owner`insert into risk.questions ${db.owner(questions.map((q) => ({ ...q, options: [...q.options] })))} on conflict do nothing`;
  await db.owner`insert into risk.ratings ${db.owner(demoRiskRatings.map((r) => ({ organisations_id: demo, ...r })))} on conflict do nothing`;
};
