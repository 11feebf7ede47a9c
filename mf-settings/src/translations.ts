import adminEn from './features/admin/locales/en.json';
import adminFi from './features/admin/locales/fi.json';
import adminSe from './features/admin/locales/se.json';
import orgEn from './features/org/locales/en.json';
import orgFi from './features/org/locales/fi.json';
import orgSe from './features/org/locales/se.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';

/** The texts of the 'settings' namespace: the frame's own, the organisation sections' ('org.') and the admin lists' ('admin.'). */
export const translations = {
  fi: { ...fi, org: orgFi, admin: adminFi },
  en: { ...en, org: orgEn, admin: adminEn },
  se: { ...se, org: orgSe, admin: adminSe },
};
