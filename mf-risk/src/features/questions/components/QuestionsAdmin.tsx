import { useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, type DataTableColumn } from '@tunne/design-system';
import { compareRiskQuestions, type RiskQuestion } from '@tunne/contracts';
import { useEditing, useLoad, useShowError } from '@tunne/app-kit';
import { deleteQuestion, listQuestions, reorderQuestions } from '../api.ts';
import { moveId } from '../question-form.ts';
import { QuestionDialog } from './QuestionDialog.tsx';
import { AdminList } from '../../../shared/AdminList.tsx';
import * as styles from './QuestionsAdmin.module.css';

/**
 * Settings › risk questions (background questions): the questionnaire in its order. Rows are dragged to a new place
 * (or moved with the arrow buttons, for keyboards); each move is saved as PATCH with the id array (spec §7).
 */
export const QuestionsAdmin = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => listQuestions(signal), []);
  const editor = useEditing<RiskQuestion>(load.reload);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const showError = useShowError();
  const rows = load.state === 'done' ? [...load.data].sort(compareRiskQuestions) : [];
  const byId = new Map(rows.map((q) => [q.id, q]));

  const reorder = async (ids: string[]) => {
    const previous = rows;
    // The new order shows at once; a refused save puts the old one back.
    load.set(ids.map((id, index) => ({ ...byId.get(id)!, sort: index + 1 })));
    try {
      load.set(await reorderQuestions(ids));
    } catch (error) {
      load.set(previous);
      showError(error);
    }
  };

  const move = (id: string, toIndex: number) => void reorder(moveId(rows.map((q) => q.id), id, toIndex));

  const handleDrop = (event: DragEvent, target: RiskQuestion) => {
    event.preventDefault();
    setOver(null);
    if (!dragged || dragged === target.id) return;
    move(dragged, rows.findIndex((q) => q.id === target.id));
    setDragged(null);
  };

  const condition = (q: RiskQuestion) =>
    q.conditional_riskquestions_id
      ? t('questions.conditionText', { question: byId.get(q.conditional_riskquestions_id)?.question ?? '?', value: t(`answers.${q.conditional_value ?? 'yes'}`).toLowerCase() })
      : '–';
  const points = (q: RiskQuestion) =>
    q.type === 'YESNO' ? t('questions.pointsYesNo', { yes: q.points_yes, no: q.points_no }) : q.type === 'CHECKBOX' ? String(q.points_check) : '–';

  const columns: DataTableColumn<RiskQuestion>[] = [
    {
      id: 'order',
      header: t('questions.order'),
      hideHeader: true,
      nowrap: true,
      cell: (q) => (
        <span className={styles.handleCell}>
          <span className={styles.handle} aria-hidden="true" title={t('questions.drag')}>
            ⠿
          </span>
          <span className={styles.position}>{rows.indexOf(q) + 1}</span>
        </span>
      ),
    },
    {
      id: 'question',
      header: t('questions.fields.question'),
      cell: (q) => (
        <>
          {q.headline && <span className={styles.headline}>{q.headline}</span>}
          {q.question}
          {q.is_pep && (
            <span className={styles.badge} title={t('questions.pepBadgeTitle')}>
              {t('questions.pepBadge')}
            </span>
          )}
        </>
      ),
    },
    { id: 'type', header: t('questions.fields.type'), cell: (q) => t(`types.${q.type}`) },
    { id: 'mandatory', header: t('questions.fields.mandatory'), cell: (q) => (q.mandatory ? t('common.yes') : t('common.no')) },
    { id: 'points', header: t('questions.points'), nowrap: true, cell: points },
    { id: 'condition', header: t('questions.fields.condition'), cell: condition },
  ];

  return (
    <AdminList
      texts="questions"
      onAdd={editor.add}
      load={load}
      count={rows.length}
      dialog={editor.dialog((props) => <QuestionDialog {...props} questions={rows} onError={showError} />)}
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(q) => q.id}
        label={t('settings.riskquestions')}
        rowAttributes={(q) => ({
          'data-row-id': q.id,
          draggable: true,
          onDragStart: (event) => {
            setDragged(q.id);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', q.id);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
          onDragOver: (event) => {
            event.preventDefault();
            setOver(q.id);
          },
          onDrop: (event) => handleDrop(event, q),
          className: [dragged === q.id ? styles.dragging : '', over === q.id && dragged !== q.id ? styles.over : ''].filter(Boolean).join(' ') || undefined,
        })}
        rowActions={editor.actions({
          header: t('common.actions'),
          nameOf: (q) => q.question,
          deleteMessage: (name) => t('questions.deleteConfirm', { name }),
          remove: (q) => deleteQuestion(q.id),
          onError: showError,
          before: (q) => {
            const index = rows.indexOf(q);
            return (
              <>
                <Button size="sm" variant="ghost" aria-label={t('questions.moveUp', { name: q.question })} disabled={index === 0} onClick={() => move(q.id, index - 1)}>
                  ↑
                </Button>
                <Button size="sm" variant="ghost" aria-label={t('questions.moveDown', { name: q.question })} disabled={index === rows.length - 1} onClick={() => move(q.id, index + 1)}>
                  ↓
                </Button>
              </>
            );
          },
        })}
      />
    </AdminList>
  );
};
