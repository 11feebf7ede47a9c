// The remote runs inside the shell, which loads './spa' (settings pages) and mf-customers loads './CardSections'
// through Module Federation; opened on its own there is nothing to render, so point people at the shell.
console.info('mf_risk is a Tunne microfrontend: open it through the shell at /app/settings/riskquestions.');

export {};
