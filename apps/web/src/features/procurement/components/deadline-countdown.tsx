import { ClockCircleOutlined } from '@ant-design/icons';
import { deadlineCountdown } from '../procurement-view';

/** The quote deadline's countdown (the page passes `now`, one timer for all of its cards). */
export function DeadlineCountdown({ deadlineAt, now }: { deadlineAt: number; now: number }) {
  const c = deadlineCountdown(deadlineAt, now);
  const tone = c.isOver ? 'is-over' : c.isUrgent ? 'is-urgent' : '';
  return (
    <span className={`proc-countdown ${tone}`} data-testid="deadline-countdown">
      <ClockCircleOutlined /> {c.isOver ? '报价已截止' : `报价截止${c.text}`}
    </span>
  );
}
