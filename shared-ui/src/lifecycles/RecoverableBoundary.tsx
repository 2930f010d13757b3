import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface RecoverableBoundaryProps {
  readonly children?: ReactNode;
  /** Loads the application again from its server (given by the root); without it, mounts it afresh. */
  readonly reloadApplication?: () => void;
}

interface RecoverableBoundaryState {
  readonly failed: boolean;
  readonly attempt: number;
}

/**
 * Catches a render failure of one micro-frontend; its retry (`sectionUnavailableTexts.retry`) has the
 * root fetch the section again (a fixed deploy is picked up), or mounts it afresh when no root is there
 * to ask.
 */
export class RecoverableBoundary extends Component<
  RecoverableBoundaryProps,
  RecoverableBoundaryState
> {
  override state: RecoverableBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<RecoverableBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Amparo: a screen failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    if (this.props.reloadApplication) {
      this.props.reloadApplication();
      return;
    }
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return <ErrorFallback onRetry={this.retry} />;
    return <ErrorBoundaryKey key={this.state.attempt}>{this.props.children}</ErrorBoundaryKey>;
  }
}

function ErrorBoundaryKey({ children }: { readonly children?: ReactNode }) {
  return <>{children}</>;
}
