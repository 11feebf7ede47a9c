// The shell's entry. It is no Module Federation build (federation-host.ts starts the runtime after login), so there
// is no share scope to negotiate before the first render and no async boundary to wait for.
import './bootstrap.tsx';
