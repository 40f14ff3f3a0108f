// The report's actions: send the result to the talent pool, apply with it, print or save it as a PDF.
import { PrinterOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { RECOMMEND_MESSAGES } from '@app/shared/recommend-messages';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getMessage, getModal } from '@/lib/feedback';
import { errorText, reportMutationError } from '@/lib/mutation-error';
import { useAddToTalentPool } from '../api/add-to-talent-pool';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';
import styles from './analysis.module.css';

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
  const navigate = useNavigate();
  const optedOut = () =>
    getModal().confirm({
      title: M.actions.talentPool,
      content: RECOMMEND_MESSAGES.talentPoolOptedOut,
      okText: M.actions.openPrivacy,
      cancelText: M.actions.later,
      onOk: () => navigate(paths.store.personal.privacy),
    });
  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      <Button
        type="primary"
        icon={<TeamOutlined />}
        disabled={!finished}
        loading={talentPool.isPending}
        onClick={() =>
          talentPool.mutate(interviewId, {
            onSuccess: (msg) => getMessage().success(msg),
            // A seeker who opted out is offered the way to the setting; any other failure is the server's sentence.
            onError: (error) =>
              errorText(error) === RECOMMEND_MESSAGES.talentPoolOptedOut
                ? optedOut()
                : reportMutationError(error, M.actions.talentPoolFailed),
          })
        }
      >
        {M.actions.talentPool}
      </Button>
      {/* Applying needs a job: the matching jobs below each start the apply flow with this result. */}
      <Button
        icon={<SendOutlined />}
        disabled={!finished}
        onClick={() => {
          document.getElementById(jobsSectionId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          getMessage().info(M.actions.pickJob);
        }}
      >
        {M.actions.apply}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {M.actions.print}
      </Button>
    </div>
  );
}
