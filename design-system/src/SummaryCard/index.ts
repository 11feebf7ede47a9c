export { SummaryCard, summaryMaxItems } from './SummaryCard';
export type { SummaryCardProps, SummaryItem } from './SummaryCard';
