export * from './paths';
export * from './fighter-link';
export * from './navigation';
