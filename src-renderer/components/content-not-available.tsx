import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { isNotFound } from '../api/api-error';
import { AlertIcon, XCircleIcon } from './icons';
import { NoticePage } from './notice-page';
import { useResponseStatus } from './server-render';
import { Button, Muted } from './ui';

export const DEFAULT_REDIRECT_DELAY = 5000;

export interface ContentNotAvailableProps {
  title?: string;
  message?: string;
  redirectPath: string;
  redirectLabel: string;
  redirectDelay?: number;
  icon?: 'x' | 'error';
  /** why the content is not there: any failure but a 404 shows failedMessage with the error icon */
  error?: unknown;
  failedMessage?: string;
}

/** A notice for missing content that sends the visitor on after a delay (5000 ms by default). */
export function ContentNotAvailable({
  title = 'Content Not Available',
  message = 'The requested content could not be found or is no longer available.',
  redirectPath,
  redirectLabel,
  redirectDelay = DEFAULT_REDIRECT_DELAY,
  icon: iconName,
  error,
  failedMessage,
}: ContentNotAvailableProps) {
  const hasFailed = error !== undefined && error !== null && !isNotFound(error);
  const icon = iconName ?? (hasFailed ? 'error' : 'x');
  const text = hasFailed && failedMessage ? failedMessage : message;
  // missing or hidden content answers 404 when the server renders it; other failures are not the page's fault
  useResponseStatus(hasFailed ? 503 : 404);
  const [, navigate] = useLocation();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(redirectDelay / 1000));

  useEffect(() => {
    const redirect = setTimeout(() => navigate(redirectPath), redirectDelay);
    const tick = setInterval(() => setSecondsLeft((value) => Math.max(0, value - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate, redirectDelay, redirectPath]);

  const Icon = icon === 'error' ? AlertIcon : XCircleIcon;
  return (
    <Panel role="alert">
      <Icon size={56} />
      <h1>{title}</h1>
      <Muted>{text}</Muted>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => history.back()}>
          Go Back
        </Button>
        <Button type="button" onClick={() => navigate(redirectPath)}>{`Go to ${redirectLabel}`}</Button>
        <Button type="button" $variant="ghost" onClick={() => navigate('/')}>
          Home
        </Button>
      </Actions>
      <Muted>{`You will be redirected to ${redirectLabel} in ${secondsLeft} seconds...`}</Muted>
    </Panel>
  );
}

const Panel = styled(NoticePage)`
  svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;
