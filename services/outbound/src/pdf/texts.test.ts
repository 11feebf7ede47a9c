import { eidMethods, languages } from '@tunne/contracts';
import { describe, expect, it } from 'vitest';
import { assuranceLevel, certificateTexts, formatSigningTime, signingActText } from './texts.ts';
import { isWinAnsi, toWinAnsi } from './winansi.ts';

describe('certificate texts', () => {
  it('exist in all five languages, every text and every method, drawable by the standard fonts', () => {
    const keys = Object.keys(certificateTexts.fi).sort();
    for (const language of languages) {
      const texts = certificateTexts[language];
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const [name, value] of Object.entries(texts)) if (typeof value === 'string') expect(value.trim(), `${language}.${name}`).not.toBe('');
      for (const method of eidMethods) expect(texts.methods[method]?.trim(), `${language}.${method}`).toBeTruthy();
      expect(isWinAnsi(JSON.stringify(texts))).toBe(true);
    }
    expect(certificateTexts.fi.title).toBe('Allekirjoitustodistus');
    expect(certificateTexts.fi.methods.NETSEIDENT_BANKID_FI).toBe('Pankkitunnistus (FTN)');
    expect(certificateTexts.se.title).not.toBe(certificateTexts.en.title);
  });

  it('does not leak English into the Finnish texts', () => {
    const { methods, ...fi } = certificateTexts.fi;
    const { methods: _m, ...en } = certificateTexts.en;
    for (const [name, value] of Object.entries(fi)) if (name !== 'sha256') expect(value, name).not.toBe(en[name as keyof typeof en]);
    expect(methods.SCREENSIGNATURE).toBe('Näyttöallekirjoitus');
  });

  it('names the signing act: an eID login with its level, never a drawn signature or a document photo as identification', () => {
    expect(assuranceLevel('http://ftn.ficora.fi/2017/loa3')).toBe('high');
    expect(assuranceLevel('http://ftn.ficora.fi/2017/loa2')).toBe('substantial');
    expect(assuranceLevel('http://eidas.europa.eu/LoA/high')).toBe('high');
    expect(assuranceLevel('http://eidas.europa.eu/LoA/substantial')).toBe('substantial');
    expect(assuranceLevel('http://eidas.europa.eu/LoA/low')).toBe('low');
    expect(assuranceLevel('urn:example:level-x')).toBe('other');
    expect(assuranceLevel(null)).toBe('unknown');
    expect(assuranceLevel('  ')).toBe('unknown');
    const { fi, en, se } = certificateTexts;
    expect(signingActText(fi, 'NETSEIDENT_BANKID_FI', 'http://ftn.ficora.fi/2017/loa3')).toBe('Sähköinen tunnistus: Pankkitunnistus (FTN), varmuustaso korkea');
    expect(signingActText(fi, 'MOBIILIVARMENNE_FI', null)).toBe('Sähköinen tunnistus: Mobiilivarmenne, varmuustaso ei tiedossa');
    expect(signingActText(en, 'BANKID_SE', 'urn:example:level-x')).toBe('Electronic identification: Swedish BankID, level of assurance urn:example:level-x');
    expect(signingActText(se, 'NETSEIDENT_BANKID_FI', 'http://ftn.ficora.fi/2017/loa2')).toBe('Elektronisk identifiering: Bankidentifiering (FTN), tillitsnivå väsentlig');
    for (const language of languages) {
      const t = certificateTexts[language];
      // The acr is ignored for acts that are no identification: a stored level cannot make them look like one.
      expect(signingActText(t, 'SCREENSIGNATURE', 'http://ftn.ficora.fi/2017/loa3')).toBe(t.screenAct);
      expect(signingActText(t, 'PASSPORTFILE', null)).toBe(t.documentAct);
      expect(t.screenAct).not.toContain(t.methods.SCREENSIGNATURE);
      for (const level of Object.values(t.levels)) expect(level.trim()).not.toBe('');
      expect(t.noIdentityCode).not.toBe(t.hidden);
    }
    expect(Object.values(fi.levels).some((level) => Object.values(en.levels).includes(level))).toBe(false);
  });

  it('writes times in Finnish time with the offset', () => {
    expect(formatSigningTime(new Date('2026-11-26T10:05:09Z'))).toBe('26.11.2026 12:05:09 (UTC+02:00)');
    expect(formatSigningTime(new Date('2026-06-30T21:30:00Z'))).toBe('01.07.2026 00:30:00 (UTC+03:00)');
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the Windows-1252 extras', () => {
    expect(toWinAnsi('Åsa Öberg, Jürgen Müller – “quote” €')).toBe('Åsa Öberg, Jürgen Müller – “quote” €');
  });

  it('spells or strips what a standard font cannot draw, and never leaves an undrawable character', () => {
    expect(toWinAnsi('Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(toWinAnsi('Đorđe Ştefan Čapek')).toBe('Dorde Stefan Capek');
    expect(toWinAnsi('Anna 😀👍🏽\tline\nnext')).toBe('Anna ?? line next');
    expect(toWinAnsi('Иван 王')).toBe('???? ?');
    for (const sample of ['👨‍👩‍👧', 'Z\u0301', '\u0000\u200b', 'ǅ ẞ', '\ud800']) expect(isWinAnsi(toWinAnsi(sample))).toBe(true);
  });
});
