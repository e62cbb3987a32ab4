export * from './create-query-client';
export * from './health-queries';
export * from './fighter-queries';
export * from './ranking-queries';
export * from './account-queries';
export * from './page-view-queries';
export * from './event-queries';
export * from './prediction-queries';
