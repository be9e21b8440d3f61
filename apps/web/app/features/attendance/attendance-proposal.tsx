import { t, type AttendanceTrainee, type SessionAttendance } from '@passerelle/shared';
import { useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { TitledSection } from '~/components/ui/titled-section';
import { useMutation } from '~/lib/use-mutation';

import { applyAttendanceProposal } from './attendance-api';
import { attendanceText } from './attendance-format';

export interface AttendanceProposalProps {
  attendance: SessionAttendance;
  /** After the proposal was applied: the host reads the attendance again. */
  onApplied: () => void;
}

/** Rows whose proposal would change what is recorded. */
const changing = (trainee: AttendanceTrainee) => trainee.proposal?.changes === true;

/**
 * The attendance the signatures propose, per trainee (decision 038): all half-days signed,
 * present; some, partial absence with their hours; none, absent. The provider ticks the trainees
 * (those whose record would change are ticked to begin with), applies and confirms: nothing is
 * recorded otherwise. Applying waits for the end of the session, like recording by hand.
 */
export function AttendanceProposal({ attendance, onApplied }: AttendanceProposalProps) {
  const { trainees, applyRefusal } = attendance;
  const defaults = () => new Set(trainees.filter(changing).map((row) => row.registrationId));
  const [selected, setSelected] = useState<ReadonlySet<number>>(defaults);
  const [seen, setSeen] = useState(trainees);
  if (trainees !== seen) {
    setSeen(trainees);
    setSelected(defaults());
  }
  const [confirming, setConfirming] = useState(false);
  const { pending: busy, run } = useMutation();
  const missing = attendance.halfDays.filter((halfDay) => halfDay.window === null).length;

  const apply = () =>
    void run(() => applyAttendanceProposal(attendance.session.id, [...selected]), {
      successToast: ({ applied }) => t('attendance.proposal.applied', { count: applied }),
      onSuccess: onApplied,
    });

  const columns: DataColumn<AttendanceTrainee>[] = [
    {
      key: 'name',
      header: t('attendance.column.trainee'),
      rowHeader: true,
      cell: (row) => row.name,
    },
    {
      key: 'signed',
      header: t('attendance.column.signed'),
      cell: (row) =>
        row.proposal
          ? t('attendance.proposal.signed', {
              count: row.proposal.signed,
              total: row.proposal.total,
            })
          : '',
    },
    {
      key: 'current',
      header: t('attendance.column.current'),
      cell: (row) =>
        row.status === 'REGISTERED'
          ? t('attendance.proposal.none')
          : attendanceText(row.status, row.effectiveHours),
    },
    {
      key: 'proposed',
      header: t('attendance.column.proposed'),
      cell: (row) =>
        row.proposal ? (
          <>
            {attendanceText(row.proposal.status, row.proposal.effectiveHours)}
            {row.proposal.changes ? null : (
              <span className="text-muted"> ({t('attendance.proposal.unchanged')})</span>
            )}
          </>
        ) : null,
    },
  ];

  return (
    <TitledSection
      id="attendance-proposal-title"
      title={t('attendance.proposal.title')}
      level={4}
      size="lg"
      className="space-y-4"
    >
      <p>{t('attendance.proposal.intro')}</p>
      {missing > 0 ? (
        <Alert tone="warning">{t('attendance.proposal.missingWindows', { count: missing })}</Alert>
      ) : null}
      <DataTable
        caption={t('attendance.proposal.caption')}
        columns={columns}
        rows={trainees}
        rowKey={(row) => row.registrationId}
        empty={t('attendance.proposal.empty')}
        // Ticked for applying only once it may be applied.
        selection={
          applyRefusal === null
            ? {
                header: t('attendance.proposal.caption'),
                selected,
                rowLabel: (row) => t('attendance.proposal.select', { name: row.name }),
                disabled: (row) => !row.proposal,
                onSelect: (key, on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(key);
                    else next.delete(key);
                    return next;
                  }),
              }
            : undefined
        }
      />
      {applyRefusal ? (
        <p className="text-muted">{applyRefusal}</p>
      ) : trainees.length > 0 ? (
        <Button disabled={selected.size === 0 || busy} onClick={() => setConfirming(true)}>
          {t('attendance.proposal.apply', { count: selected.size })}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('attendance.proposal.confirmTitle')}
        description={t('attendance.proposal.confirmDescription', { count: selected.size })}
        confirmLabel={t('attendance.proposal.apply', { count: selected.size })}
        cancelLabel={t('attendance.cancel')}
        onConfirm={apply}
      />
    </TitledSection>
  );
}
