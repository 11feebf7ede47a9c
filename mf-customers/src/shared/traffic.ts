import type { TrafficLightStatus } from '@tunne/design-system';
import { combinedLight, helsinkiDate, kycClockLight as contractsKycClockLight, registerLight as contractsRegisterLight, riskLevelLight } from '@tunne/contracts';
import type { CustomerEddState } from '@tunne/contracts';
import type { RiskLevel, TradeRegisterFlag as RegisterFlag } from '@tunne/contracts';

// Spec §4 'Traffic-light status': the contracts' helpers (shared with the service's PDF and filters),
// wrapped for the UI's optional fields, plus the lists the card adds (todos, tasks, related rows).

/** Red if any is red, else yellow if any is yellow, else green if any is green, otherwise grey. */
export const combineLights = (lights: readonly TrafficLightStatus[]): TrafficLightStatus => combinedLight(lights);

/**
 * The KYC clock (contracts helper): off red; on: on or past the alarm day red, within a month before it yellow, later
 * green. The alarm is a day (YYYY-MM-DD), compared with today in Helsinki as the service does.
 */
export const kycClockLight = (isOn: boolean | undefined, alarmAt: string | null | undefined, now: Date = new Date()): TrafficLightStatus =>
  isOn === undefined ? 'grey' : contractsKycClockLight(alarmAt ?? null, isOn, helsinkiDate(now));

/**
 * The KYC clock light's words (`kyc.light.*`): a clock that is off is red like a passed alarm day, but says so with its
 * own label (issue 26: one label merged the two).
 */
export type KycLightLabel = TrafficLightStatus | 'off';
export const kycLightLabel = (isOn: boolean | undefined, light: TrafficLightStatus): KycLightLabel =>
  isOn === false ? 'off' : light;

export const monitoringLight = (isOn: boolean | undefined): TrafficLightStatus =>
  isOn === undefined ? 'grey' : isOn ? 'green' : 'red';

/** The level's light; red while an enhanced due diligence waits for filling in or approval, whatever the level (issue #11 §2). */
export const riskLight = (level: RiskLevel | null | undefined, eddState?: CustomerEddState | null): TrafficLightStatus =>
  eddState === 'REQUIRED' || eddState === 'PENDING' || eddState === 'REFUSED' ? 'red' : riskLevelLight(level);

/** Flags where being in the register is the good state; the rest (bankruptcy, liquidation, …) are bad when true. */
const goodWhenTrue: readonly RegisterFlag[] = ['prepayment_register', 'trade_register', 'tax_liability', 'employer_register'];

export const registerLight = (flag: RegisterFlag, value: boolean | null | undefined): TrafficLightStatus => {
  if (goodWhenTrue.includes(flag)) return contractsRegisterLight(value, flag);
  // Bankruptcy, liquidation, restructuring, …: being in that state is the alarm.
  if (value === null || value === undefined) return 'grey';
  return value ? 'red' : 'green';
};

/** Owner, beneficiary, responsible person and PEP lists: green when there is anything, grey otherwise. */
export const listLight = (count: number): TrafficLightStatus => (count > 0 ? 'green' : 'grey');

export interface TodoState {
  is_done: boolean;
  /** The day it is due, YYYY-MM-DD. */
  deadline_at?: string | null;
}

/** Not done and its day is over (in Helsinki): a todo due today is not yet overdue. */
export const isOverdue = (todo: TodoState, now: Date = new Date()): boolean =>
  !todo.is_done && Boolean(todo.deadline_at) && (todo.deadline_at as string) < helsinkiDate(now);

/** Todo: done green, overdue red, otherwise pending yellow. */
export const todoLight = (todo: TodoState, now: Date = new Date()): TrafficLightStatus =>
  todo.is_done ? 'green' : isOverdue(todo, now) ? 'red' : 'yellow';

/** Tasks: all done green, any pending yellow, none grey. */
export const tasksLight = (tasks: readonly { is_done: boolean }[]): TrafficLightStatus =>
  tasks.length === 0 ? 'grey' : tasks.every((task) => task.is_done) ? 'green' : 'yellow';
