import { useFormik } from 'formik';
import { validationErrors } from '../../src-shared/schemas/field-errors';
import { REPORT_REASON_LABELS } from '../../src-shared/format/report-reasons';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema } from '../../src-shared/schemas/report';
import type { ReportReason, ReportTargetType } from '../../src-shared/types';
import { hasErrorCode } from '../api/api-error';
import { useReport } from '../api/reports';
import { NOUNS } from './report-dialog';
import { DialogFooter, ModalDialog } from './modal-dialog';
import { showToast } from './toast';
import { TextAreaField } from './form-field';
import { RadioGroupField } from './radio-group-field';

// the dialog asks for these two; the target comes from the button
const formSchema = reportSchema.pick(['reason', 'details']);
const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

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
  return (
    <ModalDialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={`Report this ${NOUNS[targetType]}`}
      description="Tell the moderators what is wrong. The member is not told who reported them."
    >
      <form onSubmit={formik.handleSubmit} noValidate>
        <RadioGroupField formik={formik} name="reason" label="Reason" idPrefix="report" options={REASON_OPTIONS} />
        <TextAreaField formik={formik} name="details" label="Details (optional)" idPrefix="report" rows={3} maxLength={REPORT_DETAILS_MAX} />
        <DialogFooter label="Send Report" busyLabel="Sending..." isBusy={formik.isSubmitting} />
      </form>
    </ModalDialog>
  );
}
