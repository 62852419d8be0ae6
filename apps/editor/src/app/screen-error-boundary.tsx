import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** What the way back is called ("Back to the missions"). */
  readonly backLabel: string;
  /** Offers the work in hand as a file, when there is any. */
  readonly onDownload?: (() => void) | undefined;
  /** Leaves the broken screen; the boundary shows its children again afterwards. */
  onBack(): void;
}

/** A screen that throws while drawing shows what went wrong and a way back, instead of a blank page. */
export class ScreenErrorBoundary extends Component<Props, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A screen failed and was replaced by its error message:', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="screen-error" role="alert" aria-labelledby="screen-error-title">
        <h1 id="screen-error-title">Something went wrong on this screen</h1>
        <p>{error.message || 'An unexpected error stopped it.'}</p>
        {this.props.onDownload && (
          <button type="button" onClick={this.props.onDownload}>
            Download the mission being edited
          </button>
        )}
        <button
          type="button"
          className="primary"
          onClick={() => {
            this.props.onBack();
            this.setState({ error: undefined });
          }}
        >
          {this.props.backLabel}
        </button>
      </main>
    );
  }
}
