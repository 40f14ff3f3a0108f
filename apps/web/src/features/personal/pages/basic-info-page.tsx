// 基本信息 (/store/personal/basic): avatar, nickname, real name, email, address, WeChat; the profile editor from here too.
import { EditOutlined } from '@ant-design/icons';
import { maskMobile, type UserCenter } from '@app/shared/user';
import { Button, Col, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { useUserCenter } from '../api/get-user-center';
import { useSetInfo } from '../api/set-info';
import { useUpdateUser } from '../api/update-user';
import { AvatarUpload } from '../components/avatar-upload';
import styles from '../components/basic-info.module.css';
import { ProfileEditorDialog } from '../components/profile-editor-dialog';
import { QueryState } from '../components/query-state';
import { PageHeading, SectionCard } from '../components/section-card';
import { PERSONAL_MESSAGES } from '../messages';

const M = PERSONAL_MESSAGES.basic;

interface Values {
  nickname: string;
  real_name: string;
  email: string;
  wechat: string;
  address: string;
}

function valuesOf(profile: UserCenter): Values {
  return {
    nickname: profile.nickname ?? '',
    real_name: profile.real_name ?? '',
    email: profile.email ?? '',
    wechat: profile.wechat ?? '',
    address: profile.address ?? '',
  };
}

function ProfileForm({ profile }: { profile: UserCenter }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateUser();
  const setInfo = useSetInfo();

  useEffect(() => {
    form.setFieldsValue(valuesOf(profile));
  }, [profile, form]);

  const onFinish = async (values: Values) => {
    try {
      await update.mutateAsync({
        nickname: values.nickname.trim(),
        real_name: values.real_name.trim(),
        email: values.email.trim(),
        wechat: values.wechat.trim(),
        address: values.address.trim(),
      });
      getMessage().success(PERSONAL_MESSAGES.profileUpdated);
    } catch (error) {
      reportMutationError(error, PERSONAL_MESSAGES.saveFailed);
    }
  };

  const onAvatar = async (url: string) => {
    try {
      await setInfo.mutateAsync({ field: 'avatar', value: url });
      getMessage().success(PERSONAL_MESSAGES.profileUpdated);
    } catch (error) {
      reportMutationError(error, PERSONAL_MESSAGES.saveFailed);
    }
  };

  const mobile = profile.mobile || profile.phone;

  return (
    <>
      <div className={styles.identity}>
        <div className={styles.avatar}>
          <AvatarUpload value={profile.avatar} onUploaded={onAvatar} />
          <span>{M.changeAvatar}</span>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{M.account}</dt>
            <dd>{profile.account || PERSONAL_MESSAGES.notSet}</dd>
          </div>
          <div>
            <dt>{M.mobile}</dt>
            <dd>{mobile ? maskMobile(mobile) : PERSONAL_MESSAGES.notSet}</dd>
          </div>
          {profile.created_at ? (
            <div>
              <dt>{M.joinedAt}</dt>
              <dd>{dayjs(profile.created_at).format('YYYY-MM-DD')}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={valuesOf(profile)}
        requiredMark={false}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item label={M.nickname} name="nickname">
              <Input placeholder={M.nicknamePlaceholder} maxLength={20} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={M.realName} name="real_name">
              <Input placeholder={M.realNamePlaceholder} maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={M.email} name="email" rules={[{ type: 'email', message: M.emailInvalid }]}>
              <Input placeholder={M.emailPlaceholder} maxLength={100} inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={M.wechat} name="wechat">
              <Input placeholder={M.wechatPlaceholder} maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={M.address} name="address">
              <Input placeholder={M.addressPlaceholder} maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={update.isPending} className={styles.save}>
          {PERSONAL_MESSAGES.save}
        </Button>
      </Form>
    </>
  );
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = PERSONAL_MESSAGES.pageTitles.basic;

export default function BasicInfoPage() {
  const center = useUserCenter();
  const [editorOpen, setEditorOpen] = useState(false);

  return (
    <>
      <PageHeading title={PERSONAL_MESSAGES.pageTitles.basic} intro={M.intro} />
      <SectionCard
        title={M.cardTitle}
        extra={
          <Button icon={<EditOutlined />} onClick={() => setEditorOpen(true)} disabled={!center.data}>
            {M.editProfile}
          </Button>
        }
      >
        {center.data ? (
          <ProfileForm profile={center.data} />
        ) : (
          <QueryState error={center.isError} onRetry={() => void center.refetch()} />
        )}
      </SectionCard>
      <ProfileEditorDialog open={editorOpen} onClose={() => setEditorOpen(false)} />
    </>
  );
}
