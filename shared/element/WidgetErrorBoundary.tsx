import { Component, type ReactNode } from 'react';
import { reportWidgetFailure } from './client-error';

interface Props {
  tag: string;
  /**
   * Shown in place of a failed widget; undefined when the element puts its authored content back
   * instead (issue 12 §8): the boundary then renders nothing.
   */
  message: string | undefined;
  /** A new value (new attributes) gives the widget another chance after a failure. */
  resetKey: unknown;
  /** Called once per failure, after it was logged. */
  onFailure: () => void;
  children: ReactNode;
}

interface State {
  failedWith: unknown;
}

/**
 * One boundary per element (DESIGN.md §3): a widget that throws, in rendering or in an effect (an
 * API this browser lacks), logs the cause; a widget with authored content gets it back, plain and
 * usable (progressive enhancement), any other shows a short message in its place. Other widgets on
 * the page keep working.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failedWith: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failedWith: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[stay-widgets] <${this.props.tag}> failed to render.`, error);
    reportWidgetFailure(this.props.tag, error);
    this.props.onFailure();
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedWith !== undefined && previous.resetKey !== this.props.resetKey) {
      // oxlint-disable-next-line react/no-did-update-set-state -- the reset of an error boundary on a new resetKey, guarded so it runs once
      this.setState({ failedWith: undefined });
    }
  }

  override render(): ReactNode {
    if (this.state.failedWith === undefined) return this.props.children;
    if (this.props.message === undefined) return null;
    return (
      <p className="stay-widget-error" role="alert">
        {this.props.message}
      </p>
    );
  }
}
