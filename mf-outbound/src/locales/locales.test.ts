import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  documentTypes, eidMethods, outboundEventTypes, esignatureStatuses, languages as languageCodes, letterStates, outboundFileRoles, outboundStates, pendingKinds, pendingTimeFrames, requestAskFlags,
  requestRecordKinds, signatoryStatuses,
} from '@tunne/contracts';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));

const languages = { fi: flatten(fi), en: flatten(en), se: flatten(se) };
const keys = (texts: Record<string, string>) => new Set(Object.keys(texts).map((key) => key.replace(/_(one|other)$/, '')));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('outbound locales', () => {
  it('have the same keys in fi, en and se', () => {
    expect(Object.keys(languages.en).sort()).toEqual(Object.keys(languages.fi).sort());
    expect(Object.keys(languages.se).sort()).toEqual(Object.keys(languages.fi).sort());
  });

  it('have no empty texts', () => {
    for (const texts of Object.values(languages)) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('name every state, ask, kind, time frame and language', () => {
    const known = keys(languages.fi);
    for (const state of outboundStates) expect(known.has(`state.request.${state}`), state).toBe(true);
    for (const state of letterStates) expect(known.has(`state.letter.${state}`), state).toBe(true);
    for (const flag of requestAskFlags) expect(known.has(`asks.${flag}`), flag).toBe(true);
    for (const kind of requestRecordKinds) expect(known.has(`prefill.${kind}`) && known.has(`autofill.${kind}`) && known.has(`kinds.${kind}`), kind).toBe(true);
    for (const kind of pendingKinds) expect(known.has(`pendingKind.${kind}`), kind).toBe(true);
    for (const frame of pendingTimeFrames) expect(known.has(`timeframe.${frame}`), frame).toBe(true);
    for (const language of languageCodes) expect(known.has(`languages.${language}`), language).toBe(true);
    for (const state of outboundStates) expect(known.has(`state.identification.${state}`), state).toBe(true);
    for (const status of signatoryStatuses) expect(known.has(`state.signatory.${status}`), status).toBe(true);
    for (const status of esignatureStatuses) expect(known.has(`esignatureStatus.${status}`), status).toBe(true);
    for (const method of eidMethods) expect(known.has(`eid.method.${method}`), method).toBe(true);
    for (const role of outboundFileRoles) expect(known.has(`files.role.${role}`), role).toBe(true);
    for (const type of documentTypes) expect(known.has(`metadata.documentType.${type}`), type).toBe(true);
    for (const type of outboundEventTypes) expect(known.has(`history.type.${type}`), type).toBe(true);
  });

  it('have every literal key the sources use', () => {
    const known = keys(languages.fi);
    const root = [join(process.cwd(), 'src/'), join(process.cwd(), 'mf-outbound/src/')].find((dir) => existsSync(join(dir, 'Root.tsx')))!;
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!known.has(match[1]!)) missing.push(`${file.slice(root.length)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the spec dialog titles', () => {
    expect([languages.fi['common.errorTitle'], languages.en['common.errorTitle'], languages.se['common.errorTitle']]).toEqual(['Virhe', 'Error', 'Fel']);
    expect([languages.fi['common.doneTitle'], languages.en['common.doneTitle'], languages.se['common.doneTitle']]).toEqual(['Valmis!', 'Done!', 'Klart!']);
  });
});
