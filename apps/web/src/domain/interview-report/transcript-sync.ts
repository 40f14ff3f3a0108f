// Which dialogue line the recording is on: the last line said at or before the playhead (lines without a time
// on the recording's clock are never current).
import type { DialogueLine } from '@app/shared/interviews';

export function activeLineIndex(lines: Pick<DialogueLine, 'at_ms'>[], playheadMs: number): number {
  let active = -1;
  for (const [i, line] of lines.entries()) {
    if (line.at_ms === null) continue;
    if (line.at_ms <= playheadMs) active = i;
    else break;
  }
  return active;
}

export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
