import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../../browser/reload';

export interface ErrorFallbackProps {
  error: Error;
  /** Clears the error and renders the children again. */
  tryAgain: () => void;
}

export interface ErrorBoundaryProps {
  /** Rendered instead of the children after a crash (a component: it may use hooks). */
  fallback: ComponentType<ErrorFallbackProps>;
  /** A new value (the page path) clears a caught error: navigating away leaves the crashed page. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

/**
 * Catches a crash while rendering its children and shows `fallback` instead. Code that failed to load (a
 * missing chunk after a new deployment) gets one full page load first.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error('Vibrato UI docs: this page crashed.', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly tryAgain = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    const Fallback = this.props.fallback;
    if (error) return <Fallback error={error} tryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
