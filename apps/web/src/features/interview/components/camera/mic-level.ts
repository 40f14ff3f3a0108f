// The microphone's loudness via Web Audio: the prepare page's level meter and the voice signals both read it.

export interface LevelMeter {
  /** Current RMS level in dBFS (-100 for silence). */
  db: () => number;
  /** The same mapped to 0-1 for a meter (-60 dB and below is 0). */
  level: () => number;
  stop: () => void;
}

export const SILENCE_DB = -100;
const METER_FLOOR_DB = -60;

export function dbToLevel(db: number): number {
  return Math.min(1, Math.max(0, (db - METER_FLOOR_DB) / -METER_FLOOR_DB));
}

export function rmsDb(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  return rms > 0 ? Math.max(SILENCE_DB, 20 * Math.log10(rms)) : SILENCE_DB;
}

/** A meter on the stream's first audio track, or null without one (or without Web Audio). */
export function createLevelMeter(stream: MediaStream): LevelMeter | null {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass || stream.getAudioTracks().length === 0) return null;
  const context = new AudioContextClass();
  const source = context.createMediaStreamSource(new MediaStream(stream.getAudioTracks()));
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  // A context made before a user gesture starts suspended; the prepare page is reached by a click, so this
  // normally succeeds at once.
  void context.resume().catch(() => {});
  const db = () => {
    analyser.getFloatTimeDomainData(samples);
    return rmsDb(samples);
  };
  return {
    db,
    level: () => dbToLevel(db()),
    stop: () => {
      source.disconnect();
      void context.close().catch(() => {});
    },
  };
}
