// The avatar with an upload on click (dir 'avatar'; SPEC §5: no check on the file), progress shown over it.
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Progress, Upload } from 'antd';
import { useState } from 'react';
import { COMMON_MESSAGES } from '@/config/messages';
import { reportMutationError } from '@/lib/mutation-error';
import { uploadFile } from '@/lib/upload';
import { PERSONAL_MESSAGES } from '../messages';
import styles from './avatar-upload.module.css';

export function AvatarUpload({
  value,
  onUploaded,
  size = 88,
  label = PERSONAL_MESSAGES.basic.changeAvatar,
}: {
  value: string | null | undefined;
  onUploaded: (url: string) => void;
  size?: number;
  label?: string;
}) {
  const [percent, setPercent] = useState<number | null>(null);

  return (
    <Upload
      accept="image/*"
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        setPercent(0);
        try {
          const result = await uploadFile(file as File, 'avatar', setPercent);
          onSuccess?.(result);
          onUploaded(result.url);
        } catch (error) {
          reportMutationError(error, COMMON_MESSAGES.upload.failed);
          onError?.(error as Error);
        } finally {
          setPercent(null);
        }
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        style={{ width: size, height: size }}
      >
        <Avatar size={size} src={value || undefined} icon={<UserOutlined />} className={styles.avatar} />
        <span className={styles.mask}>
          {percent === null ? (
            <CameraOutlined />
          ) : (
            <Progress
              type="circle"
              percent={percent}
              size={Math.round(size * 0.6)}
              strokeColor="#fff"
              format={(p) => <span style={{ color: '#fff', fontSize: 12 }}>{p}%</span>}
            />
          )}
        </span>
      </button>
    </Upload>
  );
}
