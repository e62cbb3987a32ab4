export * from './client';
export * from './auth';
export * from './fighters';
export * from './rankings';
export * from './account';
export * from './page-views';
export * from './events';
export * from './predictions';
