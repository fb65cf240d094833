import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../components/error-page';
import { reportError } from '../lib/error-reporter';

interface TState {
  hasError: boolean;
}

/**
 * The outermost net: an error thrown while rendering outside the routes (providers, the router
 * itself) shows the friendly error page and is reported. Errors inside a route are caught by the
 * router first (route-error.tsx), which shows the same page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { hasError: false };

  static getDerivedStateFromError(): TState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, 'render', info.componentStack ?? '');
  }

  retry = () => this.setState({ hasError: false });

  override render() {
    if (!this.state.hasError) return this.props.children;
    // No provider needed: the failure may have been in the app's providers.
    return <ErrorPage onRetry={this.retry} />;
  }
}
