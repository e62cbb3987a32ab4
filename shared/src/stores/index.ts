export * from './auth-store';
export * from './theme-store';
export * from './favorites-store';
export * from './resolve-auth';
export * from './ranking-preferences-store';
export * from './notice-store';
