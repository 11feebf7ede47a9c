import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiCallError } from '@tunne/app-kit';
import type { CustomerImportField, CustomerImportMapping, CustomerImportPreview, CustomerImportProgress, CustomerType } from '@tunne/contracts';
import { previewImport, runImport, type ImportOutcome } from './api.ts';
import { fileProblem, withColumn } from './mapping.ts';

export type ImportPhase = 'choose' | 'reading' | 'map' | 'running' | 'done';

/** What the last run ended with: a result (ok or with row errors), a refused file, or an unknown outcome. */
export type RunEnd =
  | { kind: 'result'; dryRun: boolean; outcome: ImportOutcome }
  | { kind: 'refused'; error: unknown }
  | { kind: 'interrupted' };

export interface ImportState {
  phase: ImportPhase;
  file: File | null;
  preview: CustomerImportPreview | null;
  mapping: CustomerImportMapping;
  typeDefault: CustomerType;
  skipDuplicates: boolean;
  /** A problem with the chosen file (client check or the preview's answer): an error code or error. */
  fileError: unknown;
  running: { dryRun: boolean; progress: CustomerImportProgress | null } | null;
  end: RunEnd | null;
}

const initial: ImportState = {
  phase: 'choose',
  file: null,
  preview: null,
  mapping: {},
  typeDefault: 'business',
  skipDuplicates: false,
  fileError: null,
  running: null,
  end: null,
};

/** The import screen's state and actions: choose → preview and map → check or import → result. */
export const useImport = () => {
  const [state, setState] = useState<ImportState>(initial);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((next: (current: ImportState) => ImportState) => {
    if (mounted.current) setState(next);
  }, []);

  const chooseFile = useCallback(
    async (file: File) => {
      const problem = fileProblem(file);
      if (problem) {
        update(() => ({ ...initial, fileError: problem }));
        return;
      }
      update(() => ({ ...initial, phase: 'reading', file }));
      try {
        const preview = await previewImport(file);
        update((current) => (current.file === file ? { ...current, phase: 'map', preview, mapping: preview.suggested_mapping } : current));
      } catch (error) {
        update((current) => (current.file === file ? { ...initial, fileError: error } : current));
      }
    },
    [update],
  );

  const setColumn = useCallback(
    (column: string, field: CustomerImportField | null) => update((current) => ({ ...current, mapping: withColumn(current.mapping, column, field), end: null })),
    [update],
  );
  const setTypeDefault = useCallback((typeDefault: CustomerType) => update((current) => ({ ...current, typeDefault, end: null })), [update]);
  const setSkipDuplicates = useCallback((skipDuplicates: boolean) => update((current) => ({ ...current, skipDuplicates, end: null })), [update]);

  const run = useCallback(
    async (dryRun: boolean) => {
      const { file, mapping, typeDefault, skipDuplicates } = state;
      if (!file) return;
      update((current) => ({ ...current, phase: 'running', running: { dryRun, progress: null }, end: null }));
      let end: RunEnd;
      try {
        const outcome = await runImport(file, { mapping, typeDefault, skipDuplicates, dryRun }, (progress) =>
          update((current) => (current.running ? { ...current, running: { dryRun, progress } } : current)),
        );
        end = { kind: 'result', dryRun, outcome };
      } catch (error) {
        end = isApiCallError(error) && ['NETWORK_ERROR', 'HTTP_ERROR'].includes(error.code) && !dryRun ? { kind: 'interrupted' } : { kind: 'refused', error };
      }
      const finished = end.kind === 'result' && !end.dryRun && !end.outcome.failed;
      update((current) => ({ ...current, phase: finished ? 'done' : 'map', running: null, end }));
    },
    [state, update],
  );

  const reset = useCallback(() => update(() => initial), [update]);

  return { state, chooseFile, setColumn, setTypeDefault, setSkipDuplicates, run, reset };
};
