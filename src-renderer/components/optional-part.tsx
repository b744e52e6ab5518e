import { Component, type ReactNode } from 'react';
import { retryFailedChunks } from './lazy-chunk';

interface OptionalPartProps {
  children: ReactNode;
  /** what stands in while the part cannot be shown (nothing unless given) */
  fallback?: ReactNode;
}

/**
 * After a failed fetch, when the part is tried again by itself: a server restarting (an upgrade) is back
 * within the first few; a longer outage is tried again every minute, the last delay, until it ends.
 */
export const RETRY_AFTER_MS = [1000, 4000, 15_000, 60_000] as const;

/**
 * Around a part of the frame whose code comes in a chunk of its own (the toasts, a menu, a dialog).
 * When that code cannot be fetched (the connection dropped, the server restarted, or a deploy replaced
 * the file), the part is left out instead of the error taking the whole page down with it; it is tried
 * again after RETRY_AFTER_MS, and whenever the browser comes back online.
 */
export class OptionalPart extends Component<OptionalPartProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  private failures = 0;
  private retry?: number;

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(): void {
    const delay = RETRY_AFTER_MS[Math.min(this.failures, RETRY_AFTER_MS.length - 1)];
    this.failures += 1;
    window.clearTimeout(this.retry);
    this.retry = window.setTimeout(this.tryAgain, delay);
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.tryAgain);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.tryAgain);
    window.clearTimeout(this.retry);
  }

  private readonly tryAgain = () => {
    if (!this.state.hasFailed) return;
    retryFailedChunks();
    this.setState({ hasFailed: false });
  };

  override render(): ReactNode {
    return this.state.hasFailed ? (this.props.fallback ?? null) : this.props.children;
  }
}
