// A button that picks one file, checks it against the server's rules for `dir`, and uploads it.
import type { UploadDir, UploadResponse } from '@app/shared/uploads';
import { Button, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { uploadFile } from '@/lib/upload';
import { checkUploadFile } from '@/lib/upload-check';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';

const M = INTERVIEW_PREP_MESSAGES.start;

export function FilePickButton({
  dir,
  accept,
  onUploaded,
  children,
  buttonProps,
}: {
  dir: UploadDir;
  accept: readonly string[];
  onUploaded: (file: UploadResponse) => void;
  children: React.ReactNode;
  buttonProps?: ButtonProps;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUploadFile(file, dir);
    if (problem) {
      getMessage().warning(problem);
      return;
    }
    setPercent(0);
    try {
      const uploaded = await uploadFile(file, dir, setPercent);
      getMessage().success(M.uploaded);
      onUploaded(uploaded);
    } catch (error) {
      reportMutationError(error, M.uploadFailed);
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept.join(',')}
        onChange={(event) => void onChange(event)}
        data-testid={`file-input-${dir}`}
      />
      <Button {...buttonProps} loading={percent !== null} onClick={() => input.current?.click()}>
        {percent !== null && percent > 0 ? `${children} ${percent}%` : children}
      </Button>
    </>
  );
}
