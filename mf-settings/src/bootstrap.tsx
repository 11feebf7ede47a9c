import descriptor from './remote.json';

// The shell loads the exposes (remote.tsx) through Module Federation; opened on its own there is nothing to render.
console.info(`${descriptor.name} is a Tunne microfrontend: open it through the shell at /app${descriptor.routes[0] ?? '/'}.`);

export {};
