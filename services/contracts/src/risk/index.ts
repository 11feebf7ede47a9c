// Risk (spec §3 Risk answer / assessment / rating / question / score, §4, §5, §9): the call shapes per resource, and
// the pure rules the answering form and the service share. docs: services/risk/README.md.
export * from './questions.ts';
export * from './answers.ts';
export * from './ratings.ts';
export * from './assessments.ts';
export * from './scores.ts';
export * from './settings.ts';
export * from './countries.ts';
