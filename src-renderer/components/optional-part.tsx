import { Component, type ReactNode } from 'react';

interface OptionalPartProps {
  children: ReactNode;
  /** what stands in while the part cannot be shown (nothing unless given) */
  fallback?: ReactNode;
}

/**
 * Around a part of the frame whose code comes in a chunk of its own (the toasts, a menu, a dialog).
 * When that code cannot be fetched (the connection dropped, or a deploy replaced the file), the part
 * is left out instead of the error taking the whole page down with it; it is tried again once the
 * browser is back online.
 */
export class OptionalPart extends Component<OptionalPartProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.tryAgain);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.tryAgain);
  }

  private readonly tryAgain = () => this.setState({ hasFailed: false });

  override render(): ReactNode {
    return this.state.hasFailed ? (this.props.fallback ?? null) : this.props.children;
  }
}
