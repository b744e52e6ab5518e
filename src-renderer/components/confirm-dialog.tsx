import type { ReactNode } from 'react';
import { DialogFooter, ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
}

/** Are you sure? A destructive action waits for its own red button; Cancel and Escape leave things as they are. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busyLabel, isBusy, onConfirm }: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <DialogFooter label={confirmLabel} busyLabel={busyLabel} isBusy={isBusy} danger onConfirm={onConfirm} lockCancel />
    </ModalDialog>
  );
}
