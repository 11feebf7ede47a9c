import type { ComponentType } from 'react';

/** What a section page of this remote receives: the path segments after /settings/{section} (e.g. a user's id). */
export interface OwnSectionProps {
  rest: string[];
}

/** Loads a section page of this remote on demand (features/org and features/admin list theirs). */
export type LoadSection = () => Promise<ComponentType<OwnSectionProps>>;
