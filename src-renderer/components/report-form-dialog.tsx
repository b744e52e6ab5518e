import { useFormik } from 'formik';
import { validationErrors } from '../../src-shared/schemas/field-errors';
import styled from 'styled-components';
import { REPORT_REASON_LABELS } from '../../src-shared/format/report-reasons';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema } from '../../src-shared/schemas/report';
import type { ReportReason, ReportTargetType } from '../../src-shared/types';
import { hasErrorCode } from '../api/api-error';
import { useReport } from '../api/reports';
import { NOUNS } from './report-dialog';
import { DialogFooter, ModalDialog } from './modal-dialog';
import { showToast } from './toast';
import { FieldError, Label, Textarea } from './ui';

// the dialog asks for these two; the target comes from the button
const formSchema = reportSchema.pick(['reason', 'details']);

/** The report form (report-dialog.tsx opens it): a chunk of its own, loaded when a member reports something. */
export function ReportDialog({ targetType, targetId, onClose }: { targetType: ReportTargetType; targetId: number; onClose: () => void }) {
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
        if (hasErrorCode(error, 'already_reported')) onClose();
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
