import type { ReactNode } from 'react';
import { Button, ButtonLink, ButtonRow, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOnly } from './admin-guard';
import { FormPage, NotFoundBox } from './form-kit';

/** An admin authoring page: its title in the tab and as the heading, for admins only. */
export function AdminFormPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <AdminOnly>
      <FormPage>
        <h1>{title}</h1>
        {children}
      </FormPage>
    </AdminOnly>
  );
}

/** The foot of an authoring form: Cancel back to the dashboard, then the submit button. */
export function FormActions({ label, busyLabel, isBusy }: { label: string; busyLabel: string; isBusy: boolean }) {
  return (
    <ButtonRow>
      <ButtonLink href="/admin" $variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" disabled={isBusy}>
        {isBusy ? busyLabel : label}
      </Button>
    </ButtonRow>
  );
}

/** What an edit page shows when the item to edit does not exist. */
export function ContentNotFound({ title, text }: { title: string; text: string }) {
  return (
    <NotFoundBox role="alert">
      <h2>{title}</h2>
      <Muted>{text}</Muted>
      <ButtonLink href="/admin" $variant="secondary">
        Back to Dashboard
      </ButtonLink>
    </NotFoundBox>
  );
}
