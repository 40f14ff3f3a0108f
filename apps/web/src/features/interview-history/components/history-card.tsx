// One interview of the history: name, date, position and the score ring; edit and delete icons on hover.
// In batch mode a click selects it instead of opening its analysis.
import {
  CalendarOutlined,
  CheckCircleFilled,
  DeleteOutlined,
  EditOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { InterviewListItem } from '@app/shared/interviews';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import { ScoreRing } from '@/domain/interviews/score-ring';
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';
import styles from './history.module.css';

const RING_SIZE = 68;

/** A history card's ring: the overall score once the interview is over and scored, else its state. */
function ringOf(item: Pick<InterviewListItem, 'status' | 'overall_score'>) {
  if (item.status === 'preparing') return { score: null, noScoreText: M.status.preparing };
  if (item.status === 'ongoing') return { score: null, noScoreText: M.status.ongoing };
  return { score: item.overall_score, noScoreText: M.status.unscored };
}

export interface HistoryCardProps {
  item: InterviewListItem;
  batch: boolean;
  selected: boolean;
  onOpen: (item: InterviewListItem) => void;
  onToggle: (item: InterviewListItem) => void;
  onRename: (item: InterviewListItem) => void;
  onDelete: (item: InterviewListItem) => void;
  onHover: (item: InterviewListItem | null) => void;
}

export function HistoryCard({
  item,
  batch,
  selected,
  onOpen,
  onToggle,
  onRename,
  onDelete,
  onHover,
}: HistoryCardProps) {
  const className = [styles.card, selected ? styles.cardSelected : ''].filter(Boolean).join(' ');
  return (
    <li
      className={className}
      data-testid="history-card"
      onMouseEnter={() => onHover(item)}
      onMouseLeave={() => onHover(null)}
    >
      <button
        type="button"
        className={styles.cardMain}
        onClick={() => (batch ? onToggle(item) : onOpen(item))}
        aria-pressed={batch ? selected : undefined}
        aria-label={item.interview_name}
      >
        <div className={styles.cardTop}>
          <h3 className={styles.cardName} title={item.interview_name}>
            {item.interview_name}
          </h3>
          <ScoreRing {...ringOf(item)} size={RING_SIZE} label={M.score} />
        </div>
        <p className={styles.cardMeta} title={item.interview_position}>
          <SolutionOutlined aria-hidden />
          <span>{item.interview_position || '—'}</span>
        </p>
        <p className={styles.cardMeta}>
          <CalendarOutlined aria-hidden />
          <time dateTime={item.create_time}>{dayjs(item.create_time).format('YYYY-MM-DD HH:mm')}</time>
        </p>
        {batch ? (
          <span className={styles.check} aria-hidden>
            {selected ? <CheckCircleFilled /> : <span className={styles.checkEmpty} />}
          </span>
        ) : null}
      </button>
      {batch ? null : (
        <div className={styles.cardActions}>
          <Tooltip title={M.edit}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`${M.edit} ${item.interview_name}`}
              onClick={() => onRename(item)}
            >
              <EditOutlined />
            </button>
          </Tooltip>
          <Tooltip title={M.remove}>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.iconDanger}`}
              aria-label={`${M.remove} ${item.interview_name}`}
              onClick={() => onDelete(item)}
            >
              <DeleteOutlined />
            </button>
          </Tooltip>
        </div>
      )}
    </li>
  );
}
