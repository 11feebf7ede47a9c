import { registerAlertTranslations } from './i18n.ts';

// Opened on its own (the entry chunk) the remote only registers its texts; the shell mounts './spa'.
registerAlertTranslations();
