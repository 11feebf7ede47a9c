import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, TextInput } from '@tunne/design-system';
import { setCustomerDomain, setCustomerOwner, setCustomerTeam } from '../api.ts';
import { CardDialog } from './CardDialog.tsx';
import type { Customer, OrgUser, Team } from '../types.ts';

type Props = {
  customer: Customer;
  users: OrgUser[];
  teams: Team[];
  domains: string[];
  isAdmin: boolean;
  onSaved: (customer: Customer) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Owner user (admins only), team and domain: each saved through its own call, only when changed. */
export const AssignmentDialog = ({ customer, users, teams, domains, isAdmin, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [owner, setOwner] = useState(customer.users_id ?? '');
  const [team, setTeam] = useState(customer.teams_id ?? '');
  const [domain, setDomain] = useState(customer.domain ?? '');

  const handleSave = async () => {
    let latest = customer;
    if (isAdmin && owner && owner !== (customer.users_id ?? '')) latest = await setCustomerOwner(customer.id, owner);
    if (team !== (customer.teams_id ?? '')) latest = await setCustomerTeam(customer.id, team || null);
    if (domain.trim() !== (customer.domain ?? '')) latest = await setCustomerDomain(customer.id, domain.trim() || null);
    onSaved(latest);
  };

  return (
    <CardDialog title={t('assignment.title')} onSave={handleSave} onClose={onClose} onError={onError}>
      {isAdmin && (
        <Select label={t('assignment.owner')} value={owner} onChange={(event) => setOwner(event.target.value)}>
          <option value="">{t('card.none')}</option>
          {users
            .filter((user) => user.is_active || user.id === owner)
            .map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
        </Select>
      )}
      <Select label={t('assignment.team')} value={team} onChange={(event) => setTeam(event.target.value)}>
        <option value="">{t('assignment.noTeam')}</option>
        {teams.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      <TextInput label={t('assignment.domain')} value={domain} list="customer-domains" hint={t('assignment.domainHint')} onChange={(event) => setDomain(event.target.value)} />
      <datalist id="customer-domains">
        {domains.map((item) => (
          <option key={item} value={item} />
        ))}
      </datalist>
    </CardDialog>
  );
};
