import { createContext, useContext } from 'react';

// AppLayout tells the NavRows inside its rail whether to show labels or icons only.
export const NavCollapsedContext = createContext(false);

export function useNavCollapsed(): boolean {
  return useContext(NavCollapsedContext);
}
