// The search bar's dropdown of saved expectations (choosing one applies it), with add and edit.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { getMessage, getModal } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { useSession } from '@/lib/session';
import { deleteExpectation, listExpectations } from '../api/expectations';
import { type Expectation, type ExpectationForm, toExpectationForm } from '../expectation';
import { JOBS_MESSAGES } from '../messages';
import { ExpectationDialog } from './expectation-dialog';
import styles from './hot-jobs.module.css';

const M = JOBS_MESSAGES.expectation;

interface ExpectationPickerProps {
  onPick: (e: Expectation) => void;
  /** Asks a visitor to log in; answers whether there is a session. */
  loginFirst: () => boolean;
}

export function ExpectationPicker({ onPick, loginFirst }: ExpectationPickerProps) {
  const hasToken = useSession((s) => s.hasToken);
  const [items, setItems] = useState<Expectation[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; initial?: ExpectationForm }>({ open: false });
  const dialogOpened = useOpenedOnce(dialog.open);

  // A visitor has none to list: asking would only be refused.
  const reload = useCallback(() => {
    if (!hasToken) return setItems([]);
    listExpectations()
      .then(setItems)
      .catch(() => setItems([]));
  }, [hasToken]);
  useEffect(reload, [reload]);

  const current = items.find((e) => e.id === chosen);
  const remove = (e: Expectation) =>
    getModal().confirm({
      title: M.deleteConfirm(e.job_objective),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          getMessage().success(await deleteExpectation(e.id));
          setChosen(null);
          reload();
        } catch (error) {
          reportMutationError(error, M.deleteFailed);
        }
      },
    });
  return (
    <div className={styles.expectations}>
      <Select
        aria-label={M.choose}
        className={styles.expectationSelect}
        placeholder={M.choose}
        value={chosen ?? undefined}
        options={items.map((e) => ({ value: e.id, label: `${e.job_objective} · ${e.desired_city}` }))}
        onChange={(id: number) => {
          setChosen(id);
          const e = items.find((x) => x.id === id);
          if (e) onPick(e);
        }}
        popupMatchSelectWidth={false}
        open={hasToken ? undefined : false}
        onOpenChange={(open) => {
          if (open) loginFirst();
        }}
      />
      {current ? (
        <Button
          icon={<EditOutlined aria-hidden />}
          onClick={() => setDialog({ open: true, initial: toExpectationForm(current) })}
        >
          {M.edit}
        </Button>
      ) : null}
      {current ? (
        <Button icon={<DeleteOutlined aria-hidden />} aria-label={M.delete} onClick={() => remove(current)} />
      ) : null}
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => {
          if (loginFirst()) setDialog({ open: true });
        }}
      >
        {M.add}
      </Button>
      {dialogOpened ? (
        <ExpectationDialog
          open={dialog.open}
          initial={dialog.initial}
          onClose={() => setDialog({ open: false })}
          onSaved={reload}
        />
      ) : null}
    </div>
  );
}
