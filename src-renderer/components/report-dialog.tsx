import { useFormik } from 'formik';
import { validationErrors } from '../../src-shared/schemas/field-errors';
import { useState } from 'react';
import styled from 'styled-components';
import { REPORT_REASON_LABELS } from '../../src-shared/format/report-reasons';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema } from '../../src-shared/schemas/report';
import type { ReportReason, ReportTargetType } from '../../src-shared/types';
import { isApiError } from '../api/api-error';
import { useCurrentUser } from '../api/auth';
import { useReport } from '../api/reports';
import { FlagIcon } from './icons';
import { DialogFooter, ModalDialog } from './modal-dialog';
import { showToast } from './toast';
import { Button, FieldError, Label, Textarea } from './ui';

const NOUNS: Record<ReportTargetType, string> = { product: 'listing', comment: 'comment', message: 'message', user: 'member' };

// the dialog asks for these two; the target comes from the button
const formSchema = reportSchema.pick(['reason', 'details']);

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** who wrote or sells it: members do not report their own things (nor anyone while signed out) */
  ownerId: number;
  /** what the button reads to a screen reader when several sit on one screen, e.g. 'Report comment by Emma' */
  label?: string;
  /** a small flag without words, for dense places like a message bubble */
  compact?: boolean;
}

/**
 * Report: a reason from the short list and optional details, sent to the moderators. One report
 * per member per item; a second one shows the server's message.
 */
export function ReportButton({ targetType, targetId, ownerId, label, compact = false }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.id === ownerId) return null;
  const name = label ?? `Report ${NOUNS[targetType]}`;
  return (
    <>
      <Trigger type="button" $variant="ghost" $compact={compact} aria-label={name} onClick={() => setOpen(true)}>
        <FlagIcon size={compact ? 16 : 18} />
        {!compact && <span>Report</span>}
      </Trigger>
      {open && <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ targetType, targetId, onClose }: { targetType: ReportTargetType; targetId: number; onClose: () => void }) {
  const report = useReport();
  // no reason until one is picked: missing, so the rule that asks for one speaks rather than the list check
  const formik = useFormik<{ reason: ReportReason | undefined; details: string }>({
    initialValues: { reason: undefined, details: '' },
    validate: (values) => validationErrors(formSchema, values),
    onSubmit: async ({ reason, details }) => {
      // validation has asked for a reason before this runs
      if (!reason) return;
      try {
        await report.mutateAsync({ targetType, targetId, reason, details: details.trim() || null });
        showToast('Report sent', 'Thank you. Our moderators will take a look.', 'success');
        onClose();
      } catch (error) {
        // the toast says why (from the call's meta); an item already reported has nothing left to do here
        if (isApiError(error) && error.status === 409) onClose();
      }
    },
  });
  const noun = NOUNS[targetType];
  const reasonError = formik.submitCount > 0 ? formik.errors.reason : undefined;
  const detailsError = formik.errors.details;
  return (
    <ModalDialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={`Report this ${noun}`}
      description="Tell the moderators what is wrong. The member is not told who reported them."
    >
      <form onSubmit={formik.handleSubmit} noValidate>
        <Reasons aria-describedby={reasonError ? 'report-reason-error' : undefined}>
          <legend>Reason</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason}>
              <input
                type="radio"
                name="reason"
                value={reason}
                checked={formik.values.reason === reason}
                onChange={formik.handleChange}
                aria-invalid={reasonError ? true : undefined}
              />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
          {reasonError && <FieldError id="report-reason-error">{reasonError}</FieldError>}
        </Reasons>
        <Label htmlFor="report-details">Details (optional)</Label>
        <Textarea
          id="report-details"
          name="details"
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          value={formik.values.details}
          onChange={formik.handleChange}
          aria-invalid={detailsError ? true : undefined}
        />
        {detailsError && <FieldError>{detailsError}</FieldError>}
        <DialogFooter label="Send Report" busyLabel="Sending..." isBusy={formik.isSubmitting} />
      </form>
    </ModalDialog>
  );
}

const Trigger = styled(Button)<{ $compact: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $compact }) => ($compact ? 'min-height: 32px; min-width: 32px; padding: 4px;' : '')}
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 36px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
