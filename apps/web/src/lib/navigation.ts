// Navigation for code outside React (the HTTP client's login-timeout modal); the router registers itself here.

export interface NavigateOptions {
  replace?: boolean;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

const browserNavigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let navigator: Navigator = browserNavigator;

/** Routes navigation through the SPA router; returns a function that undoes the registration. */
export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = browserNavigator;
  };
}

/** Path plus search of the page being shown. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Navigates unless already there: a duplicate navigation is a silent no-op. */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (to === currentPath()) return;
  navigator(to, options);
}
