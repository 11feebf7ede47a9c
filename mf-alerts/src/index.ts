// The async boundary lets Module Federation negotiate the shared singletons before any of them is used.
void import('./bootstrap');
// The remote runs inside the shell, which loads './spa' (and the card's './CardSections') through Module Federation;
// opened on its own there is nothing to render, so point people at the shell.
console.info('mf_alerts is a Tunne microfrontend: open it through the shell at /app/alerts.');

export {};
