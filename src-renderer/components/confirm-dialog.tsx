import type { ReactNode } from 'react';
import { Button } from './ui';
import { DialogActions, DialogClose, ModalDialog } from './modal-dialog';

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
      <DialogActions>
        <DialogClose asChild>
          <Button type="button" $variant="secondary" disabled={isBusy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="button" $variant="danger" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
