// The async boundary lets Module Federation negotiate the shared singletons before any of them is used.
void import('./bootstrap.tsx');

export {};
