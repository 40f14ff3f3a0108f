// The prepare page's face check: the same worker the interview's signals use, run on the preview stream, so the
// candidate can fix framing and light before the interview (and the model is warm in the browser cache).
import { useEffect, useState } from 'react';
import { FRAMED_CENTRE_X, FRAMED_CENTRE_Y, FRAMED_WIDTH } from '../signals/aggregate';
import { type FaceResult, startFaceSampler } from '../signals/face-sampler';

export type FaceCheck = 'loading' | 'found' | 'off-centre' | 'missing' | 'unavailable';

/** The last few samples decide, so one missed frame does not flip the message. */
const RECENT = 6;

function framed(result: FaceResult): boolean {
  const box = result.face?.box;
  if (!box) return false;
  const cx = (box.x + box.width / 2) / result.width;
  const cy = (box.y + box.height / 2) / result.height;
  const w = box.width / result.width;
  const inside = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
  return inside(cx, FRAMED_CENTRE_X) && inside(cy, FRAMED_CENTRE_Y) && inside(w, FRAMED_WIDTH);
}

export function useFaceCheck(stream: MediaStream | null, enabled: boolean) {
  const [state, setState] = useState<FaceCheck>('loading');
  const [analysed, setAnalysed] = useState(0);
  /** The model's backend and its time per frame, shown to tests and to support (not to users). */
  const [engine, setEngine] = useState<{ backend: string; ms: number }>({ backend: '', ms: 0 });

  useEffect(() => {
    if (!stream || !enabled) return;
    setState('loading');
    setAnalysed(0);
    const recent: FaceResult[] = [];
    const started = performance.now();
    const stop = startFaceSampler({
      stream,
      clock: () => Math.round(performance.now() - started),
      onResult: (result) => {
        // No picture yet: the check waits for the camera's first real frame.
        if (result.blank) return;
        recent.push(result);
        if (recent.length > RECENT) recent.shift();
        setAnalysed((n) => n + 1);
        setEngine((e) => ({ ...e, ms: Math.round(result.ms) }));
        const withFace = recent.filter((r) => r.face);
        if (withFace.length * 2 < recent.length) setState('missing');
        else setState(withFace.filter(framed).length * 2 >= withFace.length ? 'found' : 'off-centre');
      },
      onReady: (backend) => setEngine({ backend, ms: 0 }),
      onError: () => setState('unavailable'),
    });
    return stop;
  }, [stream, enabled]);

  return { state, analysed, engine };
}
