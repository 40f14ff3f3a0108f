// The contact QR code of SPEC §1: it opens the job-coaching page (its form reaches the team) on a phone.
// Its own chunk: the QR encoder is of no use to the first screen.
import { QRCode } from 'antd';
import { paths } from '@/config/paths';
import { HOME_MESSAGES as M } from '../messages';

export default function ContactQr() {
  return (
    <QRCode
      value={`${window.location.origin}${paths.coaching}`}
      type="svg"
      size={136}
      bordered={false}
      aria-label={M.contactQrLabel}
      role="img"
    />
  );
}
