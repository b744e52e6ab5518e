import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { retryFailedChunks } from './lazy-chunk';
import { isChunkLoadError } from './lazy-page';
import { NoticePage } from './notice-page';
import { Button, Muted } from './ui';

interface Props {
  /** the location: a new page starts without the last page's failure */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Keeps a failing screen inside the frame: the header, footer and navigation stay, and the page
 * offers Retry. When the screen's code itself could not be fetched (offline, a restarting server, or
 * a tab left open across a deploy whose old chunks are gone) it also offers a reload, which brings
 * the current version of the site at the same address.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isChunk = isChunkLoadError(error);
    return (
      <NoticePage role="alert" data-testid="route-error">
        <h1>Something went wrong</h1>
        <Muted>
          {isChunk
            ? 'This page could not be loaded. Check your connection, then try again or reload the page.'
            : 'This part of the page could not be shown. Please try again.'}
        </Muted>
        <Actions>
          <Button type="button" onClick={this.retry}>
            Retry
          </Button>
          {isChunk && (
            <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          )}
        </Actions>
      </NoticePage>
    );
  }
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
`;
