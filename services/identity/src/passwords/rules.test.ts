import { describe, expect, it } from 'vitest';
import { demoPassword } from '@tunne/contracts';
import { isCommonPassword, passwordBase, passwordProblem, passwordWeakness } from './rules.ts';

describe('password rules', () => {
  it('accepts the demo password and long unusual ones', () => {
    expect(passwordProblem(demoPassword, { email: 'admin@example.com', name: 'Aino Admin' })).toBeNull();
    expect(passwordProblem('Kuusi-kaunista-kuusta-9')).toBeNull();
    expect(passwordProblem('x9#kL2$mQ7!4vB')).toBeNull();
  });

  it('cuts trailing digits and symbols before comparing with the list', () => {
    expect(passwordBase('Summer2024!!')).toBe('summer');
    expect(passwordBase('Kesäloma-2025.')).toBe('kesäloma');
    for (const weak of ['Password123456', 'Salasana2024!', 'Kesäloma2025!!', 'Lösenord12345', 'qwertyuiop123', 'P@ssw0rd-2024!', 'Iloveyou!!!!!']) {
      expect(isCommonPassword(weak), weak).toBe(true);
      expect(passwordProblem(weak), weak).toBe('PASSWORD_TOO_WEAK');
    }
  });

  it('refuses the user\'s own address or name inside the password', () => {
    expect(passwordProblem('ville.virtanen-2026', { email: 'ville.virtanen@example.com' })).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem('Hyvää-Virtanen-päivää', { name: 'Ville Virtanen' })).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem('Hyvää-Virtanen-päivää', { name: 'Olli Oma' })).toBeNull();
  });

  it('keeps the contract rules: length first, then structure', () => {
    expect(passwordProblem('Lyhyt-sana1')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('PASSWORD_TOO_WEAK');
  });

  it('refuses common and breached passwords from the offline list (issue 26: 123456789012 was accepted), and says why', () => {
    for (const breached of ['123456789012', 'qwerty123456', 'password1234', '1q2w3e4r5t6y']) {
      expect(passwordProblem(breached), breached).toBe('PASSWORD_TOO_WEAK');
      expect(passwordWeakness(breached), breached).toBe('common');
    }
    expect(passwordWeakness('aaaaaaaaaaaa')).toBe('simple');
    expect(passwordWeakness('Hyvää-Virtanen-päivää', { name: 'Ville Virtanen' })).toBe('personal');
    expect(passwordWeakness('Kuusi-kaunista-kuusta-9')).toBeNull();
  });

  it('accepts a long passphrase that only happens to contain a short name part (issue 26)', () => {
    // "parin" holds the name Ari and "oli" the address olli.li@…: short parts count only as words of their own.
    expect(passwordProblem('kahvia parin kupin aamulla', { name: 'Ari Lind', email: 'li@example.com' })).toBeNull();
    expect(passwordProblem('Ari juo kahvia aamulla', { name: 'Ari Lind' })).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem('AnnaAloittaja-2026!', { name: 'Anna Aloittaja' })).toBe('PASSWORD_TOO_WEAK');
  });
});
