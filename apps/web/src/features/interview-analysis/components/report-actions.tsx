// The report's actions: send the result to the talent pool, apply with it, print or save it as a PDF.
import { PrinterOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { useAddToTalentPool } from '../api/add-to-talent-pool';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';
import styles from './analysis.module.css';

export function ReportActions({ interviewId, finished }: { interviewId: number; finished: boolean }) {
  const talentPool = useAddToTalentPool();
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
            // The server's sentence (e.g. the privacy setting is off) is what the user needs to read.
            onError: (error) =>
              reportMutationError(error, M.actions.talentPoolFailed, { durationSeconds: 5 }),
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
