import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { eidMethods, type EidMethod } from '@tunne/contracts';
import { listEids } from './eid-methods.ts';
import * as styles from './Form.module.css';

type Props = {
  legend: string;
  value: readonly EidMethod[];
  onChange: (next: EidMethod[]) => void;
  /** True after a save was tried with none checked. */
  noneChosen: boolean;
};

/**
 * The eleven eID methods (spec §3) as checkboxes with their names. Those without a provider (GET /eids) say so but
 * stay selectable: the item stores all eleven, and a provider may be configured before the link is opened.
 */
export const EidMethodsField = ({ legend, value, onChange, noneChosen }: Props) => {
  const { t } = useTranslation('outbound');
  const problemId = useId();
  const eids = useLoad((signal) => listEids(signal), []);
  const unavailable = (method: EidMethod) => eids.state === 'done' && eids.data.some((entry) => entry.method === method && !entry.available);
  const toggle = (method: EidMethod, on: boolean) => onChange(eidMethods.filter((candidate) => (candidate === method ? on : value.includes(candidate))));
  return (
    <fieldset className={styles.group} aria-describedby={noneChosen ? problemId : undefined} data-eid-methods="">
      <legend className={styles.legend}>{legend}</legend>
      {noneChosen && (
        <p id={problemId} className={styles.problem} role="alert">
          {t('eid.noneChosen')}
        </p>
      )}
      <div className={styles.options}>
        {eidMethods.map((method) => (
          <Checkbox
            key={method}
            label={unavailable(method) ? `${t(`eid.method.${method}`)} (${t('eid.unavailable')})` : t(`eid.method.${method}`)}
            checked={value.includes(method)}
            onChange={(event) => toggle(method, event.target.checked)}
            data-method={method}
          />
        ))}
      </div>
    </fieldset>
  );
};
