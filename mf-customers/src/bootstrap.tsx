// The remote runs inside the shell, which loads './spa' through Module Federation; opened on its
// own (the remote's entry chunk) there is nothing to render, so point people at the shell.
console.info('mf_customers is a Tunne microfrontend: open it through the shell at /app/customers.');

export {};
