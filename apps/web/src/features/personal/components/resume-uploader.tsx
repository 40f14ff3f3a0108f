// 上传简历: antd Upload with the type and size checks of the contract, progress while it goes up.
import { UploadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { resumeKeys } from '@/lib/data/resumes';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { queryClient } from '@/lib/query-client';
import { checkResumeFile, RESUME_EXTENSIONS, uploadResume } from '../api/upload-resume';
import { PERSONAL_MESSAGES } from '../messages';
import styles from './resume.module.css';

const M = PERSONAL_MESSAGES.resume;

export function ResumeUploader({ buttonProps }: { buttonProps?: ButtonProps }) {
  const [files, setFiles] = useState<UploadFile[]>([]);

  return (
    <Upload
      accept={RESUME_EXTENSIONS.join(',')}
      multiple={false}
      fileList={files}
      className={styles.uploader}
      showUploadList={{ showRemoveIcon: false }}
      beforeUpload={(file) => {
        const problem = checkResumeFile(file);
        if (problem) {
          getMessage().error(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      onChange={({ fileList }) => setFiles(fileList.filter((f) => f.status === 'uploading'))}
      customRequest={async ({ file, onProgress, onSuccess, onError }) => {
        try {
          const result = await uploadResume(file as File, (percent) => onProgress?.({ percent }));
          await queryClient.invalidateQueries({ queryKey: resumeKeys.all });
          getMessage().success(M.uploaded);
          onSuccess?.(result);
        } catch (error) {
          reportMutationError(error, M.uploadFailed);
          onError?.(error as Error);
        }
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} {...buttonProps}>
        {M.upload}
      </Button>
    </Upload>
  );
}
