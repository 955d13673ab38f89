import { Component, type ReactNode } from 'react';

interface Props {
  tag: string;
  message: string;
  /** A new value (new attributes) gives the widget another chance after a failure. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failedWith: unknown;
}

/**
 * One boundary per element (DESIGN.md §3): a widget that throws shows a short message in its
 * own place and logs the cause; other widgets on the page keep working.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failedWith: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failedWith: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[stay-widgets] <${this.props.tag}> failed to render and was replaced by a message.`, error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedWith !== undefined && previous.resetKey !== this.props.resetKey) {
      this.setState({ failedWith: undefined });
    }
  }

  override render(): ReactNode {
    if (this.state.failedWith === undefined) return this.props.children;
    return (
      <p className="stay-widget-error" role="alert">
        {this.props.message}
      </p>
    );
  }
}
