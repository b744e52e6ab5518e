import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { humanMessage } from '../../api/api-error';
import { useUnsubscribe } from '../../api/notifications';
import { NoticePage } from '../../components/notice-page';
import { ButtonLink, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';

/**
 * /unsubscribe?token=…: the link at the foot of every mail. Opening it unsubscribes at once (one
 * click); the page posts the token itself, so link checkers that only fetch the page change nothing.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const hasSent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <NoticePage>
      <h1>{unsubscribe.isError ? 'This link did not work' : 'Unsubscribe'}</h1>
      <Muted role="status">
        {unsubscribe.isPending && 'Unsubscribing…'}
        {unsubscribe.data?.message}
        {unsubscribe.isError && (humanMessage(unsubscribe.error) ?? 'Something went wrong. Please try again.')}
      </Muted>
      <ButtonLink href="/profile?tab=settings" $variant="secondary">
        Choose Your E-mails
      </ButtonLink>
    </NoticePage>
  );
}
