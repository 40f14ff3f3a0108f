// The feedback dialog for places on every page (the site header): its code (antd Modal and Input, the emoji
// scale, the API schema) loads the first time a user opens it, not with the first screen.
import { lazy, Suspense, useState } from 'react';
import type { FeedbackDialogProps } from './feedback-dialog';

const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

export function LazyFeedbackDialog(props: FeedbackDialogProps) {
  // Once opened it stays mounted, so closing plays the dialog's own animation.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog {...props} />
    </Suspense>
  );
}
