// Whether a dialog has been opened at least once. Until then it need not be rendered at all: a closed antd
// Modal still renders its component and writes its styles, work a page pays for at load (and, rendered ahead,
// in its HTML and its hydration) for a dialog most visits never open. Once opened it stays rendered, so that
// it closes with its animation.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
