import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, type DataTableColumn } from '@tunne/design-system';
import { documentIdOf, type QueryResult } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { documentPath } from '../../../shared/screening-api.ts';
import { MatchDetails } from '../../../shared/MatchDetails.tsx';
import { ScoreBar } from '../../../shared/ScoreBar.tsx';
import { openDownload, percent } from '@tunne/app-kit';

type Props = { results: QueryResult[]; label: string; onError: (error: unknown) => void };

const detailsIdOf = (key: string) => `result-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** A query's matches, best first: the list, the score, the name that matched; details and the entry's document. */
export const ResultTable = ({ results, label, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const columns: DataTableColumn<QueryResult>[] = [
    {
      id: 'score',
      header: t('columns.score'),
      align: 'end',
      sortValue: (result) => result.score,
      cell: (result) => <ScoreBar value={percent(result.score)} label={t('common.percent', { value: percent(result.score) })} />,
    },
    {
      id: 'name',
      header: t('columns.name'),
      sortValue: (result) => result.entity.name,
      cell: (result) => (
        <>
          <span className={cells.strong}>{result.entity.name}</span>
          {result.matched_name !== result.entity.name && (
            <span className={cells.sub}>
              {t('details.matchedAs', { name: result.matched_name })}
              {result.matched_alias && <span className={cells.badge}>{t('queries.alias')}</span>}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'list',
      header: t('columns.list'),
      cell: (result) => (
        <>
          {t(`sources.${result.entity.source}`)}
          <span className={cells.sub}>{result.entity.source_id}</span>
        </>
      ),
    },
    { id: 'kind', header: t('columns.kind'), nowrap: true, cell: (result) => t(`kinds.${result.entity.kind}`) },
    { id: 'programs', header: t('columns.programs'), cell: (result) => <span className={cells.muted}>{result.entity.programs.slice(0, 3).join(', ')}</span> },
  ];

  return (
    <DataTable
      columns={columns}
      data={results}
      getRowId={(result) => result.entity.key}
      label={label}
      rowAttributes={(result) => ({ 'data-result': result.entity.key })}
      rowActions={{
        header: t('columns.actions'),
        render: (result) => {
          const key = result.entity.key;
          const expanded = open.has(key);
          const path = documentPath(documentIdOf(result.entity.source, key));
          return (
            <>
              <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={detailsIdOf(key)} onClick={() => toggle(key)}>
                {expanded ? t('common.hideDetails') : t('common.details')}
              </Button>
              {path && (
                <Button size="sm" onClick={() => openDownload(path).catch(onError)}>
                  {result.entity.source === 'PEP' ? t('details.dpaShort') : t('details.dsaShort')}
                </Button>
              )}
            </>
          );
        },
      }}
      renderDetail={(result) =>
        open.has(result.entity.key)
          ? {
              id: detailsIdOf(result.entity.key),
              content: (
                <MatchDetails
                  entity={result.entity}
                  evidence={result.evidence}
                  lead={[
                    { label: t('details.match'), value: result.matched_alias ? `${result.matched_name} (${t('queries.alias')})` : result.matched_name },
                    { label: t('details.score'), value: t('common.percent', { value: percent(result.score) }) },
                  ]}
                />
              ),
            }
          : null
      }
    />
  );
};
