// The report's actions: send the result to the talent pool, apply with it, print or save it as a PDF.
import { PrinterOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getMessage, getModal } from '@/lib/feedback';
import { errorText, reportMutationError } from '@/lib/mutation-error';
import { useAddToTalentPool } from '../api/add-to-talent-pool';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';
import styles from './analysis.module.css';

export function ReportActions({ interviewId, finished }: { interviewId: number; finished: boolean }) {
  const talentPool = useAddToTalentPool();
  const navigate = useNavigate();
  const optedOut = () =>
    getModal().confirm({
      title: M.actions.talentPool,
      content: M.recommend.talentPoolOptedOut,
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
              errorText(error) === M.recommend.talentPoolOptedOut
                ? optedOut()
                : reportMutationError(error, M.actions.talentPoolFailed),
          })
        }
      >
        {M.actions.talentPool}
      </Button>
      {/* Applying with a result is the chat issue's flow; until it opens, say so plainly. */}
      <Button
        icon={<SendOutlined />}
        disabled={!finished}
        onClick={() => getMessage().info(M.actions.applyNotOpen)}
      >
        {M.actions.apply}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {M.actions.print}
      </Button>
    </div>
  );
}
