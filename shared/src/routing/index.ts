export * from './paths';
export * from './fighter-link';
export * from './navigation';
export * from './ranking-navigation-state';
export * from './page-manifest';
export * from './site-routes';
export * from './first-view-text';
export * from './ranking-url';
