import { Component, type ReactNode } from 'react';

type LoadBoundaryState = { failed: boolean };

/**
 * Shows `fallback` in place of children whose code failed to load (React.lazy while offline, or a
 * deploy that replaced the chunk), instead of letting the error reach the router's error screen
 * and take the whole page, and every value typed into it, with it. The fallback must not need
 * the network.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, LoadBoundaryState> {
  state: LoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadBoundaryState {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
