import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { documentIdOf, type QueryResult } from '@tunne/contracts';
import * as table from '../../../components/Table.module.css';
import { documentPath, openDownload } from '../../shared/api.ts';
import { percent } from '../../shared/format.ts';
import { MatchDetails } from '../../shared/MatchDetails.tsx';
import { ScoreBar } from '../../shared/ScoreBar.tsx';

type Props = { results: QueryResult[]; label: string; onError: (error: unknown) => void };

/** A query's matches, best first: the list, the score, the name that matched; details and the entry's document. */
export const ResultTable = ({ results, label, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const captionId = useId();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={table.wrap}>
      <table className={table.table} aria-labelledby={captionId}>
        <caption id={captionId} className={table.caption}>
          {label}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={table.right}>
              {t('columns.score')}
            </th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.list')}</th>
            <th scope="col">{t('columns.kind')}</th>
            <th scope="col">{t('columns.programs')}</th>
            <th scope="col" className={table.right}>
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => {
            const key = result.entity.key;
            const expanded = open.has(key);
            const detailsId = `result-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
            const path = documentPath(documentIdOf(result.entity.source, key));
            return (
              <Fragment key={key}>
                <tr className={table.row} data-result={key}>
                  <td className={table.right}>
                    <ScoreBar value={percent(result.score)} label={t('common.percent', { value: percent(result.score) })} />
                  </td>
                  <td>
                    <span className={table.strong}>{result.entity.name}</span>
                    {result.matched_name !== result.entity.name && (
                      <span className={table.sub}>
                        {t('details.matchedAs', { name: result.matched_name })}
                        {result.matched_alias && <span className={table.badge}>{t('queries.alias')}</span>}
                      </span>
                    )}
                  </td>
                  <td>
                    {t(`sources.${result.entity.source}`)}
                    <span className={table.sub}>{result.entity.source_id}</span>
                  </td>
                  <td className={table.nowrap}>{t(`kinds.${result.entity.kind}`)}</td>
                  <td className={table.muted}>{result.entity.programs.slice(0, 3).join(', ')}</td>
                  <td>
                    <div className={table.actions}>
                      <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={detailsId} onClick={() => toggle(key)}>
                        {expanded ? t('common.hideDetails') : t('common.details')}
                      </Button>
                      {path && (
                        <Button size="sm" onClick={() => openDownload(path).catch(onError)}>
                          {result.entity.source === 'PEP' ? t('details.dpaShort') : t('details.dsaShort')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
                {expanded && (
                  <tr className={table.detailRow} id={detailsId}>
                    <td colSpan={6}>
                      <MatchDetails
                        entity={result.entity}
                        evidence={result.evidence}
                        lead={[
                          { label: t('details.match'), value: result.matched_alias ? `${result.matched_name} (${t('queries.alias')})` : result.matched_name },
                          { label: t('details.score'), value: t('common.percent', { value: percent(result.score) }) },
                        ]}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
