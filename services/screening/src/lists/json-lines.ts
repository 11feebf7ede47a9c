import { ListFormatError } from '../types.ts';
import { decodeText } from './common.ts';

/** JSON lines (one JSON object per line), as OpenSanctions publishes FollowTheMoney and Senzing exports. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const readJsonLines = (bytes: Uint8Array, file: string): JsonObject[] =>
  decodeText(bytes)
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, n }) => {
      let value: Json;
      try {
        value = JSON.parse(line) as Json;
      } catch (error) {
        throw new ListFormatError(file, `line ${n} is not JSON (${(error as Error).message})`);
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ListFormatError(file, `line ${n} is not a JSON object`);
      return value;
    });

export const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

export const objects = (value: Json | undefined): JsonObject[] =>
  Array.isArray(value) ? value.filter((v): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v)) : [];

export const latest = (dates: string[]): string | null => dates.filter(Boolean).sort().at(-1) ?? null;

