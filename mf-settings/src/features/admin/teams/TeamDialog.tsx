import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid, TextArea, TextInput, WideField } from '@tunne/design-system';
import type { AdminTeam } from '@tunne/contracts';
import { AdminFormDialog } from '../shared/AdminFormDialog.tsx';
import { useProblemText } from '../shared/problem-text.ts';
import { createTeam, updateTeam } from './api.ts';
import { teamBody, teamResolver, teamValues, type TeamValues } from './team-form.ts';

type Props = {
  team: AdminTeam | null;
  onSaved: (team: AdminTeam) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Add a team or rename it; its members are kept on the team's page. */
export const TeamDialog = ({ team, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('settings');
  const problem = useProblemText('teams');
  const resolver = useMemo(() => teamResolver(), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TeamValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: teamValues(team) });

  const save = async (values: TeamValues) => {
    try {
      onSaved(team ? await updateTeam(team.id, teamBody(values)) : await createTeam(teamBody(values)));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <AdminFormDialog section="teams" editing={team !== null} onClose={onClose} onSubmit={(event) => void handleSubmit(save)(event)} busy={isSubmitting}>
      <FieldGrid>
        <WideField>
          <TextInput label={t('admin.teams.fields.name')} required maxLength={200} {...register('name')} error={problem('name', errors.name)} />
        </WideField>
        <WideField>
          <TextArea label={t('admin.teams.fields.description')} rows={3} maxLength={2000} {...register('description')} error={problem('description', errors.description)} />
        </WideField>
      </FieldGrid>
    </AdminFormDialog>
  );
};
