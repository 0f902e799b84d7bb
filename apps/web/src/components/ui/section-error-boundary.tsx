import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { msg } from '@secretaria/shared/messages';

type Props = { children: ReactNode };
type State = { hasError: boolean };

/** Keeps a failing part of a page from taking the whole page down (STYLE §14). */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive" title={msg.sectionError}>
          {msg.unexpected}
        </Alert>
        <Button variant="outline" size="sm" onClick={() => this.setState({ hasError: false })}>
          {msg.retry}
        </Button>
      </div>
    );
  }
}
