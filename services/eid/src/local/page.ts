// The stand-in bank's identification page ("Testipankki / Test bank"), Finnish or English by ui_locales.
// Development and tests only. The inputs are named given_name, family_name and ssn, with labels, so Playwright can
// fill them by label or name; the buttons say what they do. The level of assurance (FTN loa3 "high" by default, or
// loa2 "substantial") is chosen on the page, so tests can play a weaker identification; the ID token's acr says it.

export type PageLanguage = 'fi' | 'en';

export interface PersonForm {
  given_name: string;
  family_name: string;
  ssn: string;
}

/** The FTN levels of assurance the test bank issues (acr http://ftn.ficora.fi/2017/loa2 or …/loa3). */
export const testBankLevels = ['loa3', 'loa2'] as const;
export type TestBankLevel = (typeof testBankLevels)[number];

/** A valid Finnish test person (DVV's published demo code). */
export const defaultTestPerson: PersonForm = { given_name: 'Nordea', family_name: 'Demo', ssn: '210281-9988' };

const texts = {
  fi: {
    title: 'Testipankki',
    lead: 'Kehitys- ja testikäyttöön tarkoitettu tunnistus. Älä käytä oikeita henkilötietoja.',
    given_name: 'Etunimi',
    family_name: 'Sukunimi',
    ssn: 'Henkilötunnus',
    loa: 'Varmuustaso',
    loa3: 'Korkea (loa3)',
    loa2: 'Korotettu (loa2)',
    identify: 'Tunnistaudu',
    cancel: 'Peruuta',
    invalidSsn: 'Henkilötunnus ei ole kelvollinen.',
    missingName: 'Anna etunimi ja sukunimi.',
    expired: 'Tunnistus on vanhentunut. Aloita alusta palvelussa.',
  },
  en: {
    title: 'Test bank',
    lead: 'Identification for development and tests. Do not use real personal data.',
    given_name: 'Given name',
    family_name: 'Family name',
    ssn: 'Personal identity code',
    loa: 'Level of assurance',
    loa3: 'High (loa3)',
    loa2: 'Substantial (loa2)',
    identify: 'Identify',
    cancel: 'Cancel',
    invalidSsn: 'The personal identity code is not valid.',
    missingName: 'Enter the given name and the family name.',
    expired: 'The identification has expired. Start again in the service.',
  },
} as const;

export type PageError = 'invalidSsn' | 'missingName';

/** The first of the ui_locales the page has (fi, en); Finnish otherwise. */
export const pageLanguage = (uiLocales: unknown): PageLanguage => {
  const tags = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fi' || base === 'en') return base;
  }
  return 'fi';
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const layout = (language: PageLanguage, body: string): string => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts[language].title}</title>
<style>
body { font-family: system-ui, sans-serif; background: #eef2f5; margin: 0; color: #1b1f24; }
main { max-width: 26rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
h1 { margin-top: 0; color: #0b4f8a; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
button { padding: .6rem 1.2rem; font-size: 1rem; cursor: pointer; border-radius: 4px; border: 1px solid #0b4f8a; }
button[value=identify] { background: #0b4f8a; color: #fff; }
button[value=cancel] { background: #fff; color: #0b4f8a; }
.error { color: #a10d0d; background: #fdecec; padding: .5rem; border-radius: 4px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

export const renderLoginPage = (input: { uid: string; language: PageLanguage; person: PersonForm; error?: PageError }): string => {
  const t = texts[input.language];
  const field = (name: keyof PersonForm, autocomplete: string) => `
<label for="${name}">${t[name]}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}" value="${escapeHtml(input.person[name])}" required${
  input.error === 'invalidSsn' && name === 'ssn' ? ' aria-invalid="true" aria-describedby="error"' : ''}>`;
  return layout(input.language, `
<h1>${t.title}</h1>
<p>${t.lead}</p>
${input.error ? `<p id="error" class="error" role="alert">${t[input.error]}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(input.uid)}" novalidate>
${field('given_name', 'given-name')}
${field('family_name', 'family-name')}
${field('ssn', 'off')}
<label for="loa">${t.loa}</label>
<select id="loa" name="loa">${testBankLevels.map((level) => `<option value="${level}">${t[level]}</option>`).join('')}</select>
<div class="actions">
<button type="submit" name="action" value="identify">${t.identify}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button>
</div>
</form>`);
};

export const renderExpiredPage = (language: PageLanguage): string =>
  layout(language, `<h1>${texts[language].title}</h1><p class="error" role="alert">${texts[language].expired}</p>`);
