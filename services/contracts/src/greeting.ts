/** Greeting bands by hour (spec §9): 0 night, 3 early night, 6 morning, 9 forenoon, 12 day, 15 afternoon, 18 evening. */
export const greetingBands = [
  { from: 18, key: 'evening' },
  { from: 15, key: 'afternoon' },
  { from: 12, key: 'day' },
  { from: 9, key: 'forenoon' },
  { from: 6, key: 'morning' },
  { from: 3, key: 'earlyNight' },
  { from: 0, key: 'night' },
] as const;
export type GreetingKey = (typeof greetingBands)[number]['key'];

export const greetingFor = (hour: number): GreetingKey => {
  const band = greetingBands.find((b) => hour >= b.from);
  return band ? band.key : 'night';
};
