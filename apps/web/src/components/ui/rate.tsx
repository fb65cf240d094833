import './ui.css';
import { StarFilled } from './icons';

/** A read-only score out of five stars (halves shown as half-filled). */
export function Rate({ value }: { value: number }) {
  const score = Math.max(0, Math.min(5, value));
  return (
    <span className="ui-rate" role="img" aria-label={`${score} 星`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, score - i));
        return (
          <span key={i} className="ui-rate-star">
            <StarFilled />
            <span className="ui-rate-fill" style={{ width: `${fill * 100}%` }}>
              <StarFilled />
            </span>
          </span>
        );
      })}
    </span>
  );
}
