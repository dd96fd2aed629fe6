import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConnectMethod, ConnectMethodProps } from './connect-method.js';

const components = new WeakMap<ConnectMethod, LazyExoticComponent<ComponentType<ConnectMethodProps>>>();

/** One lazy component per method, so re-renders never reload it. */
export function methodComponent(method: ConnectMethod): LazyExoticComponent<ComponentType<ConnectMethodProps>> {
  const existing = components.get(method);
  if (existing) return existing;
  const component = lazy(method.load);
  components.set(method, component);
  return component;
}
