import { describe, expect, it } from 'vitest';
import { abjadKey, abjadScore, abjadSkeleton, hasAbjad, transliterateAbjad } from './abjad.ts';

describe('transliterateAbjad', () => {
  it('writes the long vowels و and ي between consonants, and the consonants at the start or next to a vowel', () => {
    expect(transliterateAbjad('فلاديمير بوتين')).toBe('fladimir butin');
    expect(transliterateAbjad('فلاديمير فلاديميروفيتش بوتين')).toBe('fladimir fladimirufich butin');
    expect(transliterateAbjad('يوسف داود سعيد')).toBe('yusf dawd sid');
    expect(transliterateAbjad('بُوتِين')).toBe('butin'); // with its vowel marks
  });

  it('reads Persian and Urdu letters, the article, ayin at the start and the words lists spell by convention', () => {
    expect(transliterateAbjad('ولادیمیر پوتین')).toBe('wladimir putin');
    expect(transliterateAbjad('ولادیمیر پوٹن')).toBe('wladimir putn');
    expect(transliterateAbjad('عبد الله')).toBe('abd allh');
    expect(transliterateAbjad('محمد بن سلمان')).toBe('mhmd bin slman');
    expect(transliterateAbjad('أسامة بن لادن')).toBe('asama bin ladn');
  });

  it('reads Hebrew, and leaves other text as it is', () => {
    expect(transliterateAbjad('ולדימיר פוטין')).toBe('vldimir putin');
    expect(transliterateAbjad('Putin بوتين')).toBe('Putin butin');
    expect(transliterateAbjad('Владимир')).toBe('Владимир');
    expect(hasAbjad('Владимир')).toBe(false);
    expect(hasAbjad('ולדימיר')).toBe(true);
  });
});

describe('abjadScore', () => {
  it('reads a list token as the script would write it', () => {
    expect(abjadKey('vladimirovich')).toBe('fladimirufic');
    expect(abjadKey('zarkaoui')).toBe('zarkawi');
    expect(abjadKey('lounici')).toBe('lunisi');
    expect(abjadSkeleton('putin')).toBe('btn');
  });

  it('matches when the consonants agree and the written vowels are where the list has vowels', () => {
    expect(abjadScore('butin', 'putin')).toBe(0.95);
    expect(abjadScore('butn', 'putin')).toBe(0.9);
    expect(abjadScore('fladmir', 'vladimir')).toBe(0.9);
    expect(abjadScore('jmal', 'djamel')).toBe(0.9); // 'e' stands for any vowel
    expect(abjadScore('sid', 'saeed')).toBe(0.9);
  });

  it('does not match other consonants, a written vowel the list lacks, or a vowel start against a consonant', () => {
    expect(abjadScore('fid', 'wedi')).toBeLessThan(0.8); // ف is not و
    expect(abjadScore('zid', 'saeedi')).toBeLessThan(0.8); // ز is not س
    expect(abjadScore('butin', 'baton')).toBeLessThan(0.9);
    expect(abjadScore('amr', 'mauro')).toBeLessThan(0.8);
    expect(abjadScore('bt', 'bat')).toBe(0);
  });
});
