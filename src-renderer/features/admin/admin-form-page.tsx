import type { ReactNode } from 'react';
import styled from 'styled-components';
import { autoFitColumns } from '../../components/auto-fit-columns';
import { SkeletonBlock } from '../../components/skeleton';
import { Button, ButtonLink, ButtonRow, Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOnly } from './admin-guard';

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

/** An edit page while the item to edit loads. */
export function FormSkeleton() {
  return (
    <div aria-busy="true">
      <SkeletonBlock data-testid="skeleton" $height="44px" />
      <SkeletonBlock $height="320px" />
    </div>
  );
}

/** An authoring page's form: a card with its fields one under another. */
export const Form = styled.form`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 600px) {
    padding: 18px;
  }
`;

/** Fields side by side on wide screens, one under another on phones. */
export const Row = styled.div`
  ${autoFitColumns('220px')}
  gap: 20px;
`;

const FormPage = styled(Page)`
  max-width: 820px;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
  }
`;

const NotFoundBox = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  margin-top: 24px;
`;
