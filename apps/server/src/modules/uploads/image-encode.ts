// Uploaded images are decoded and encoded anew with sharp: metadata (EXIF place and device, XMP, comments)
// and anything smuggled after the picture are gone, and a file that does not decode is refused.
import { UPLOAD_MESSAGES, type UploadDir } from '@app/shared/uploads';
import sharp from 'sharp';
import { BadRequestError } from '../../http/errors.ts';

/** Dirs whose files are pictures shown back on pages. */
export const IMAGE_DIRS: readonly UploadDir[] = ['avatar', 'screenshot'];
/** A decompression bomb (a tiny PNG of 50k x 50k pixels) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;

export async function reencodeImage(extension: string, input: Buffer): Promise<Buffer> {
  // rotate() applies the EXIF orientation first, so the photo stands the right way up without its EXIF.
  const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    if (extension === '.png') return await image.png({ compressionLevel: 8 }).toBuffer();
    if (extension === '.webp') return await image.webp({ quality: 85 }).toBuffer();
    if (extension === '.jpg' || extension === '.jpeg')
      return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    throw new BadRequestError(UPLOAD_MESSAGES.imageUnreadable);
  }
  throw new BadRequestError(UPLOAD_MESSAGES.wrongType('screenshot'));
}
