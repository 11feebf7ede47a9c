import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormFooter } from '@tunne/design-system';
import type { SettingsForm } from '../form/use-settings-form.ts';
import * as styles from './OrgSettings.module.css';

/** A section's form: its fields, then "Saved" and the save button (busy, not clickable, while saving); `extra` goes at the footer's start. */
export const SettingsFormFrame = ({ settings, label, children, extra }: { settings: SettingsForm; label: string; children: ReactNode; extra?: ReactNode }) => {
  const { t } = useTranslation('settings');
  const { form, handleSave, saved } = settings;
  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-label={label} noValidate onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}>
        {children}
        <FormFooter secondary={extra}>
          <div role="status" className={styles.status}>
            {saved && t('org.saved')}
          </div>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('org.save')}
          </Button>
        </FormFooter>
      </form>
    </FormProvider>
  );
};
