import { Component, type ReactNode } from 'react';
import { REMOTE_AREA_LABELS, type RemoteName } from '@fightrank/shared/federation';
import { SectionUnavailable } from '../components/section-unavailable';

interface Props {
  remote: RemoteName;
  /** Changing it clears a caught error (the retry). */
  resetKey: number;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: number;
}

/** Contains a failing remote to its own area: the header, navigation and other areas keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    if (this.state.error) return <SectionUnavailable area={REMOTE_AREA_LABELS[this.props.remote]} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
