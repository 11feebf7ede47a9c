import { useTranslation } from 'react-i18next';
import { Select, TextInput, ToggleChip } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { listTags, listTeams, listUsers } from '../api.ts';
import { flagFilters, riskLevels, type ListFilters } from '../list-query.ts';
import * as styles from './ListTools.module.css';

type Props = {
  filters: ListFilters;
  nameInput: string;
  onNameInput: (value: string) => void;
  onChange: (next: Partial<ListFilters>) => void;
};

const noOptions = <T,>(load: { state: string; data?: T[] }): T[] => (load.state === 'done' && load.data ? load.data : []);

/** The list's tools (spec §2) as compact selects and chips; every change lands in the URL. */
export const ListTools = ({ filters, nameInput, onNameInput, onChange }: Props) => {
  const { t } = useTranslation('customers');
  const teams = useLoad((signal) => listTeams(signal), []);
  const tags = useLoad((signal) => listTags(signal), []);
  const users = useLoad((signal) => listUsers(signal), []);
  const all = t('tools.all');

  return (
    <div className={styles.tools} role="search" aria-label={t('tools.label')}>
      <TextInput
        label={t('list.search')}
        type="search"
        placeholder={t('list.searchPlaceholder')}
        value={nameInput}
        onChange={(event) => onNameInput(event.target.value)}
        fieldClassName={styles.search}
      />
      <Select label={t('tools.team')} value={filters.team} onChange={(event) => onChange({ team: event.target.value })} fieldClassName={styles.select}>
        <option value="">{all}</option>
        {noOptions(teams).map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </Select>
      <Select label={t('tools.tag')} value={filters.tag} onChange={(event) => onChange({ tag: event.target.value })} fieldClassName={styles.select}>
        <option value="">{all}</option>
        {noOptions(tags).map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </Select>
      <Select label={t('tools.owner')} value={filters.owner} onChange={(event) => onChange({ owner: event.target.value })} fieldClassName={styles.select}>
        <option value="">{all}</option>
        {noOptions(users).map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('tools.risk')}
        value={filters.risk}
        onChange={(event) => onChange({ risk: event.target.value as ListFilters['risk'] })}
        fieldClassName={styles.select}
      >
        <option value="">{all}</option>
        {riskLevels.map((level) => (
          <option key={level} value={level}>
            {t(`risk.${level}`)}
          </option>
        ))}
      </Select>
      <div className={styles.chips} role="group" aria-label={t('tools.flags')}>
        {flagFilters.map((flag) => (
          <ToggleChip key={flag} pressed={filters[flag]} onClick={() => onChange({ [flag]: !filters[flag] })}>
            {t(`tools.${flag}`)}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
};
