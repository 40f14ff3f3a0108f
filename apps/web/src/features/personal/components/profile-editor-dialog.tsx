// The profile editor of SPEC §2: avatar, username, WeChat id, the phone and password rows with their sub-dialogs.
import { maskMobile } from '@app/shared/user';
import { Button, Form, Input, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { getMessage } from '@/lib/feedback';
import { requiredRule } from '@/lib/form-rules';
import { useUserCenter } from '../api/get-user-center';
import { useUpdateUser } from '../api/update-user';
import { PERSONAL_MESSAGES } from '../messages';
import { AvatarUpload } from './avatar-upload';
import { ChangePhoneDialog } from './change-phone-dialog';
import { FormDialog } from './form-dialog';
import styles from './profile-editor-dialog.module.css';
import { SetPasswordDialog } from './set-password-dialog';
import { WechatBindDialog } from './wechat-bind-dialog';

const M = PERSONAL_MESSAGES.editor;

interface Values {
  nickname: string;
  wechat?: string;
}

type SubDialog = 'phone' | 'password' | 'wechat' | null;

export function ProfileEditorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const center = useUserCenter({ enabled: open });
  const update = useUpdateUser();
  const [form] = Form.useForm<Values>();
  const [avatar, setAvatar] = useState<string | null>(null);
  const [sub, setSub] = useState<SubDialog>(null);
  const profile = center.data;

  useEffect(() => {
    if (!open || !profile) return;
    setAvatar(profile.avatar || null);
    form.setFieldsValue({ nickname: profile.nickname ?? '', wechat: profile.wechat ?? '' });
  }, [open, profile, form]);

  const submit = async (values: Values) => {
    await update.mutateAsync({
      nickname: values.nickname.trim(),
      wechat: (values.wechat ?? '').trim(),
      ...(avatar ? { avatar } : {}),
    });
    getMessage().success(PERSONAL_MESSAGES.profileUpdated);
    onClose();
  };

  const mobile = profile?.mobile || profile?.phone || '';

  return (
    <>
      <FormDialog
        open={open}
        title={M.title}
        form={form}
        onSubmit={submit}
        onCancel={onClose}
        confirmLoading={update.isPending}
        okButtonProps={{ disabled: !profile }}
        width={480}
      >
        {profile ? (
          <div className={styles.body}>
            <div className={styles.avatarRow}>
              <AvatarUpload value={avatar} onUploaded={setAvatar} size={80} label={M.uploadAvatar} />
              <span className={styles.avatarHint}>{M.uploadAvatar}</span>
            </div>
            <Form
              form={form}
              layout="horizontal"
              labelCol={{ flex: '72px' }}
              colon={false}
              requiredMark={false}
            >
              <Form.Item label={M.username} name="nickname" rules={[requiredRule(M.usernameRequired)]}>
                <Input placeholder={M.usernamePlaceholder} maxLength={20} />
              </Form.Item>
              {/* Optional, as on the basic-info page: a WeChat id only helps companies reach the user. */}
              <Form.Item label={M.wechat}>
                <div className={styles.inline}>
                  <Form.Item name="wechat" noStyle>
                    <Input placeholder={M.wechatPlaceholder} aria-label={M.wechat} maxLength={40} />
                  </Form.Item>
                  <Button type="link" className={styles.link} onClick={() => setSub('wechat')}>
                    {M.bindWechat}
                  </Button>
                </div>
              </Form.Item>
              <Form.Item label={M.phone}>
                <div className={styles.inline}>
                  <Input
                    value={mobile ? maskMobile(mobile) : M.notBound}
                    readOnly
                    disabled
                    aria-label={M.phone}
                  />
                  <Button type="link" className={styles.link} onClick={() => setSub('phone')}>
                    {PERSONAL_MESSAGES.change}
                  </Button>
                </div>
              </Form.Item>
              <Form.Item label={M.password} style={{ marginBottom: 0 }}>
                <div className={styles.inline}>
                  <Input value={M.passwordMask} readOnly disabled aria-label={M.password} />
                  <Button type="link" className={styles.link} onClick={() => setSub('password')}>
                    {PERSONAL_MESSAGES.change}
                  </Button>
                </div>
              </Form.Item>
            </Form>
          </div>
        ) : (
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        )}
      </FormDialog>

      <ChangePhoneDialog open={sub === 'phone'} onClose={() => setSub(null)} currentMobile={mobile} />
      <SetPasswordDialog open={sub === 'password'} onClose={() => setSub(null)} currentMobile={mobile} />
      <WechatBindDialog open={sub === 'wechat'} onClose={() => setSub(null)} />
    </>
  );
}
