import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow } from './ui';
import { confirmDiscard } from './use-unsaved-changes';

/** Opened and closed by its owner, or shown while mounted and closed through onClose. */
type Openness = { open: boolean; onOpenChange: (open: boolean) => void } | { onClose: () => void };

type ModalDialogProps = Openness & {
  title: string;
  /** one sentence under the title, read out when the dialog opens */
  description?: ReactNode;
  children: ReactNode;
  /** wider dialogs hold forms with two columns */
  width?: number;
  /** the form inside has edits: closing it (Escape, the overlay, Cancel) asks before discarding them */
  hasChanges?: boolean;
};

/**
 * A modal Radix dialog: focus moves in and is kept there, Escape or the overlay closes it, and
 * focus returns to the button that opened it. On phones it fills the width and scrolls inside.
 */
export function ModalDialog({ title, description, children, width = 480, hasChanges, ...openness }: ModalDialogProps) {
  const { open, onOpenChange: changeOpen } =
    'onClose' in openness
      ? {
          open: true,
          onOpenChange: (isOpen: boolean) => {
            if (!isOpen) openness.onClose();
          },
        }
      : openness;
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen && hasChanges && !confirmDiscard()) return;
    changeOpen(isOpen);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        {/* without a description Radix must be told there is none */}
        <Panel $width={width} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title>{title}</Dialog.Title>
          {description && <Description>{description}</Description>}
          {children}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the dialog it sits in (a Cancel button). */
export const DialogClose = Dialog.Close;

interface DialogFooterProps {
  /** the main action's words, and what it says while the action runs */
  label: string;
  busyLabel: string;
  isBusy: boolean;
  /** a destructive action gets the red button */
  danger?: boolean;
  /** without it the main button submits the form the footer sits in */
  onConfirm?: () => void;
  /** keep Cancel from closing the dialog while the action runs */
  lockCancel?: boolean;
}

/** Cancel and the main action at the foot of a dialog: the one footer every dialog uses. */
export function DialogFooter({ label, busyLabel, isBusy, danger, onConfirm, lockCancel }: DialogFooterProps) {
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button type="button" $variant="secondary" disabled={lockCancel && isBusy ? true : undefined}>
          Cancel
        </Button>
      </DialogClose>
      <Button type={onConfirm ? 'button' : 'submit'} $variant={danger ? 'danger' : undefined} disabled={isBusy} onClick={onConfirm}>
        {isBusy ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}

/** The row of buttons at the foot of a dialog, the main action last. */
const DialogActions = styled(ButtonRow)`
  margin-top: 20px;
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(0, 0, 0, 0.55);
`;

const Panel = styled(Dialog.Content)<{ $width: number }>`
  position: fixed;
  z-index: 61;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width}px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  @media (max-width: 480px) {
    padding: 18px;
  }
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
