import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { UnexpectedError } from './UnexpectedError';

interface RenderBoundaryProps {
  children: ReactNode;
}

interface RenderBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors of what it wraps and shows them instead of a blank page. */
export class RenderBoundary extends Component<RenderBoundaryProps, RenderBoundaryState> {
  override state: RenderBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): RenderBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <UnexpectedError error={this.state.error} />;
    return this.props.children;
  }
}
