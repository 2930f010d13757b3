import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface RecoverableBoundaryProps {
  readonly children?: ReactNode;
}

interface RecoverableBoundaryState {
  readonly failed: boolean;
  readonly attempt: number;
}

/** Catches a render failure of one micro-frontend; 'Tentar novamente' mounts it afresh. */
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
