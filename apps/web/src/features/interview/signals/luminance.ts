// The face's brightness from the analysed frame's pixels (the worker's part that needs no model).
import type { FaceSample } from './face-protocol';

/** Mean luminance of `box` in `image`, or null when the box holds no pixel of it (never a 0 for nothing read). */
export function meanLuminance(
  image: Pick<ImageData, 'data' | 'width' | 'height'>,
  box: FaceSample['box'],
): number | null {
  const { data, width, height } = image;
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(width, Math.ceil(box.x + box.width));
  const y1 = Math.min(height, Math.ceil(box.y + box.height));
  let sum = 0;
  let n = 0;
  // Every fourth pixel each way is plenty for a mean.
  for (let y = y0; y < y1; y += 4) {
    for (let x = x0; x < x1; x += 4) {
      const i = (y * width + x) * 4;
      sum += 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
      n += 1;
    }
  }
  return n ? sum / n : null;
}

/** Below this on every channel of every sampled pixel, a frame is blank. */
const BLANK_LEVEL = 8;

/**
 * A frame with no picture in it (every pixel black): what a video gives before the camera's first frame, or the
 * processed preview's canvas before it is first drawn. It says nothing of the candidate (no face, no light):
 * the signals leave it out instead of counting a face missing or a face black.
 */
export function isBlankFrame(image: Pick<ImageData, 'data' | 'width' | 'height'>): boolean {
  const { data, width, height } = image;
  for (let y = 0; y < height; y += 8) {
    for (let x = 0; x < width; x += 8) {
      const i = (y * width + x) * 4;
      if (
        (data[i] ?? 0) > BLANK_LEVEL ||
        (data[i + 1] ?? 0) > BLANK_LEVEL ||
        (data[i + 2] ?? 0) > BLANK_LEVEL
      )
        return false;
    }
  }
  return true;
}
