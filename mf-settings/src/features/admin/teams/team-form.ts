import { schemaResolver } from '@tunne/app-kit';
import { TeamBody, type AdminTeam } from '@tunne/contracts';

export interface TeamValues {
  name: string;
  description: string;
}

export const teamValues = (team: AdminTeam | null): TeamValues => ({ name: team?.name ?? '', description: team?.description ?? '' });

export const teamBody = (values: TeamValues): TeamBody => ({ name: values.name.trim(), description: values.description.trim() || null });

export const teamResolver = () => schemaResolver<TeamValues, TeamBody>(TeamBody, { toBody: teamBody });
