import { Type } from '@sinclair/typebox';
import { languages } from './languages.ts';

export const LanguageSchema = Type.Union(languages.map((l) => Type.Literal(l)));
