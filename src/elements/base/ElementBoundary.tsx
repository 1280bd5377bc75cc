import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../core/telemetry/reportError';

/** Props of ElementBoundary. */
export interface ElementBoundaryProps {
  /** Tag name of the element rendered inside, for the console and the error report. */
  readonly tagName: string;
  /** The element's rendering; a new value retries after a failure. */
  readonly children: ReactNode;
}

interface ElementBoundaryState {
  readonly children: ReactNode;
  readonly failed: boolean;
}

/** Keeps one element's failure to itself: the failing element renders nothing (until its props change) while its neighbours in the same React root keep working. */
export class ElementBoundary extends Component<ElementBoundaryProps, ElementBoundaryState> {
  override state: ElementBoundaryState = { children: this.props.children, failed: false };

  static getDerivedStateFromProps(props: ElementBoundaryProps, state: ElementBoundaryState): Partial<ElementBoundaryState> | null {
    return props.children === state.children ? null : { children: props.children, failed: false };
  }

  static getDerivedStateFromError(): Partial<ElementBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    console.error(`[storefront-elements] <${this.props.tagName}> failed to render:`, error);
    reportError(error, { element: this.props.tagName });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
