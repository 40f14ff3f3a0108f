// A score as a ring drawn to a percentage of 100 (SPEC §9) in its band's colour; 未测量 when there is none.
import { Progress } from 'antd';
import { scoreColour } from '@/lib/score-colour';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';

export function ScoreRing({
  score,
  size,
  caption,
}: {
  score: number | null;
  size: number;
  caption?: string;
}) {
  return (
    <Progress
      type="circle"
      size={size}
      percent={score ?? 0}
      strokeColor={scoreColour(score)}
      strokeWidth={8}
      format={() => (
        <span style={{ color: scoreColour(score), display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
          <strong style={{ fontSize: score === null ? size / 7 : size / 4, lineHeight: 1 }}>
            {score ?? M.hero.notMeasured}
          </strong>
          {caption ? <span style={{ fontSize: 12, color: '#646A73' }}>{caption}</span> : null}
        </span>
      )}
    />
  );
}
