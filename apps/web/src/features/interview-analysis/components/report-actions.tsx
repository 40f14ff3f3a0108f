// The report's actions: send the result to the talent pool, apply with it, print or save it as a PDF.
import { CheckCircleOutlined, PrinterOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import styles from '@/domain/interview-report/report.module.css';
import { getMessage, getModal } from '@/lib/feedback';
import { errorText, reportMutationError } from '@/lib/mutation-error';
import {
  useAddToTalentPool,
  useTalentPoolStatus,
  useWithdrawFromTalentPool,
} from '../api/add-to-talent-pool';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';

export function ReportActions({
  interviewId,
  finished,
  jobsSectionId,
}: {
  interviewId: number;
  finished: boolean;
  jobsSectionId: string;
}) {
  const talentPool = useAddToTalentPool();
  const withdraw = useWithdrawFromTalentPool();
  const status = useTalentPoolStatus(interviewId, finished);
  const navigate = useNavigate();
  const optedOut = () =>
    getModal().confirm({
      title: M.actions.talentPool,
      content: M.recommend.talentPoolOptedOut,
      okText: M.actions.openPrivacy,
      cancelText: M.actions.later,
      onOk: () => navigate(paths.store.personal.privacy),
    });
  const send = () =>
    talentPool.mutate(interviewId, {
      onSuccess: (msg) => getMessage().success(msg),
      // A seeker who opted out is offered the way to the setting; any other failure is the server's sentence.
      onError: (error) =>
        errorText(error) === M.recommend.talentPoolOptedOut
          ? optedOut()
          : reportMutationError(error, M.actions.talentPoolFailed),
    });
  // Sharing with companies is the user's choice: say what they will see before sending.
  const confirmSend = () =>
    getModal().confirm({
      title: M.actions.talentPool,
      content: M.recommend.talentPoolConfirm,
      okText: M.actions.talentPoolOk,
      cancelText: M.actions.later,
      onOk: send,
    });
  const confirmWithdraw = () =>
    getModal().confirm({
      title: M.actions.talentPoolWithdraw,
      content: M.actions.talentPoolWithdrawHint,
      okText: M.actions.talentPoolWithdraw,
      cancelText: M.actions.later,
      onOk: () =>
        withdraw.mutate(interviewId, {
          onSuccess: (msg) => getMessage().success(msg),
          onError: (error) => reportMutationError(error, M.actions.talentPoolFailed),
        }),
    });
  const inPool = status.data?.in_pool === true;
  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      {inPool ? (
        <span className={styles.inPool}>
          <Tag icon={<CheckCircleOutlined aria-hidden />} color="success">
            {M.actions.talentPoolDone}
          </Tag>
          <Button type="link" size="small" loading={withdraw.isPending} onClick={confirmWithdraw}>
            {M.actions.talentPoolWithdraw}
          </Button>
        </span>
      ) : (
        <Button
          type="primary"
          icon={<TeamOutlined aria-hidden />}
          disabled={!finished}
          loading={talentPool.isPending}
          onClick={confirmSend}
        >
          {M.actions.talentPool}
        </Button>
      )}
      {/* Applying needs a job: the matching jobs below each start the apply flow with this result. */}
      <Button
        icon={<SendOutlined aria-hidden />}
        disabled={!finished}
        onClick={() => {
          document.getElementById(jobsSectionId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          getMessage().info(M.actions.pickJob);
        }}
      >
        {M.actions.apply}
      </Button>
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
        {M.actions.print}
      </Button>
    </div>
  );
}
